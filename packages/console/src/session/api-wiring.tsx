// Gives the API's error policy (api/error-policy.ts) the console's own effects: sonner toasts, the
// router, the session (a body 401 ends it here too, so the guard lets the login page show) and
// the chat; and reports script errors with the signed-in user. Renders nothing.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiEffects, configureApi } from '../api/api-effects';
import { showServiceModal } from '../api/service-modal';
import { toastError } from '../api/toast';
import { logoutChat } from './chat-link';
import { useOptionalSessionActor } from './session-provider';

/** Inside the router: the policy navigates with it. */
export function ApiWiring() {
  const { i18n } = useTranslation();
  // Null for a visitor until signing in starts the session.
  const session = useOptionalSessionActor();
  // useNavigate's function changes with the location; the policy keeps the latest.
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  useEffect(() => {
    navigate.current = navigateNow;
  }, [navigateNow]);
  useEffect(() => {
    const clear = apiEffects().clearStorage;
    return configureApi({
      toastError,
      showModal: showServiceModal,
      navigate: (path) => void navigate.current(path),
      clearStorage: () => {
        clear();
        session?.send({ type: 'EXPIRED' });
      },
      logoutChat,
      t: (key) => i18n.t(key),
    });
  }, [session, i18n]);
  // The error logger is a chunk of its own, installed as soon as it is in (not in the first download).
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let unmounted = false;
    void import('../api/error-logger').then(({ installErrorLogger }) => {
      if (unmounted) return;
      dispose = installErrorLogger({
        getUser: () => {
          const user = session?.getSnapshot().context.user as { id?: number | string; name?: string; username?: string } | null;
          return user ? { id: user.id ?? '', name: user.name ?? user.username ?? '' } : undefined;
        },
      });
    });
    return () => {
      unmounted = true;
      dispose?.();
    };
  }, [session]);
  return null;
}
