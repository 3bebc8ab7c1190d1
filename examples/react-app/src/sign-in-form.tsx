// The host's own sign-in form: it collects the account and shows why a sign-in failed; the call
// itself is the caller's (app.tsx), so the form only renders and reports.
import { useState, type FormEvent } from 'react';

export function SignInForm({ onSignIn }: { onSignIn(username: string, password: string): Promise<void> }) {
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError('');
    try {
      await onSignIn(String(form.get('username') ?? ''), String(form.get('password') ?? ''));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
  }

  // The demo account is a hint only (placeholders): nothing is signed in without typing it.
  return (
    <form className="sign-in" onSubmit={submit} aria-label="登录">
      <label>
        用户名 <input name="username" autoComplete="username" placeholder="demo_hr" required />
      </label>
      <label>
        密码 <input name="password" type="password" autoComplete="current-password" placeholder="demo1234" required />
      </label>
      <button type="submit" disabled={pending}>
        登录
      </button>
      {error && <p role="alert">登录失败：{error}</p>}
    </form>
  );
}
