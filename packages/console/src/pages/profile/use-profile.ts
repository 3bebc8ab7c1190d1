// The signed-in account's info (GET front/v1/user/info), loaded again when the page comes back
// into view (after the edit page saved it).
import { useEffect, useState } from 'react';
import { fetchProfile, type UserProfile } from '../../api/profile.api';

export type Loaded<T> = { status: 'loading'; error: '' } | { status: 'error'; error: string } | { status: 'ready'; data: T; error: '' };

export function useProfile(returns: number) {
  const [state, setState] = useState<Loaded<UserProfile>>({ status: 'loading', error: '' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchProfile().then(
      (data) => live && setState({ status: 'ready', data, error: '' }),
      (error: unknown) => live && setState({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [returns, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
