// The router's root element: acts on the guard's decision (spec §4) for every navigation.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideGuard } from '../session/guard';
import { selectAccess, selectHasToken, selectStatus } from '../session/session.selectors';
import { useSession, useSessionActor } from '../session/session-provider';

// The layout (and the chat widget with it) is its own chunk: sign-in pages do not download it.
const Layout = lazy(() => import('./layout').then((module) => ({ default: module.Layout })));

export function SessionGate({ mapPickerUrl }: { mapPickerUrl?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSessionActor();
  const hasToken = useSession(selectHasToken);
  const access = useSession(selectAccess);
  const status = useSession(selectStatus);
  const decision = decideGuard({ target: pathname + search, hasToken, access });

  useEffect(() => {
    if (decision.type === 'loadUser' && status === 'idle') session.send({ type: 'LOAD_USER' });
  }, [decision.type, status, session]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'forbidden') return <Navigate to="/401" replace />;
  if (decision.type === 'loadUser') {
    if (status === 'failed') return <Navigate to="/500" replace />;
    return <p role="status">{t('common.loading')}</p>;
  }
  if (decision.route.bare) return <Outlet />;
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      <Layout mapPickerUrl={mapPickerUrl} />
    </Suspense>
  );
}
