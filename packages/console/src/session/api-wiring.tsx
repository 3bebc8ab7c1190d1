// Gives the API's error policy (api/error-policy.ts) the console's own effects: sonner toasts, the
// router, the session (a body 401 ends it here too, so the guard lets the login page show) and
// the chat; and reports script errors with the signed-in user. Renders nothing.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { createBrowserRouter } from 'react-router-dom';
import { apiEffects, configureApi, installErrorLogger, toastError } from '../api';
import { logoutChat } from './chat-link';
import { useSessionActor } from './session-provider';

export function ApiWiring({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const { i18n } = useTranslation();
  const session = useSessionActor();
  useEffect(() => {
    const clear = apiEffects().clearStorage;
    return configureApi({
      toastError,
      navigate: (path) => void router.navigate(path),
      clearStorage: () => {
        clear();
        session.send({ type: 'EXPIRED' });
      },
      logoutChat,
      t: (key) => i18n.t(key),
    });
  }, [router, session, i18n]);
  useEffect(
    () =>
      installErrorLogger({
        getUser: () => {
          const user = session.getSnapshot().context.user as { id?: number | string; name?: string; username?: string } | null;
          return user ? { id: user.id ?? '', name: user.name ?? user.username ?? '' } : undefined;
        },
      }),
    [session],
  );
  return null;
}
