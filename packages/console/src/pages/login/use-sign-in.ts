// What submitting a sign-in form does: the login call with a scope, then the token into the
// session and on to the `redirect` query target (or home). Failures become an inline message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { login, type LoginScope } from '../../api/auth';
import { useStartSession } from '../../session/session-provider';
import { setToken } from '../../session/token';
import { safeRedirect, type LoginValues } from './login-rules';

export function useSignIn(scope?: LoginScope) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  const startSession = useStartSession();

  const submit = async (values: LoginValues) => {
    setError(undefined);
    try {
      const { token } = await login({ ...values, ...(scope ? { scope } : {}) });
      setToken(token);
      // The session (started now, for a visitor) loads the user's info and access before the target page opens.
      const session = await startSession?.();
      session?.send({ type: 'LOGIN', token });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      // A candidate's account on the console's sign-in (the server refuses the scope): say which accounts belong here.
      if (e instanceof ApiError && e.code === 403 && scope) setError(t('login.companyOnly'));
      else setError(e instanceof ApiError && e.status !== 0 && e.code !== undefined ? e.message : t('login.failed'));
    }
  };
  const clearError = () => setError(undefined);
  return { submit, error, clearError };
}
