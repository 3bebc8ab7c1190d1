// The gate once a session runs: user info loaded before entering, access checked, the layout
// around every page but the bare ones.

// zod is configured before any page's schema is built (zod-config.ts); the login page loads no zod.
import '../zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { addSignedInTexts } from '../i18n';
import { createQueryClient } from '../kit/query/query-client';
import { preloadable } from '../lazy/preloadable';
import { signedInMessages } from '../locales/zh-CN/signed-in';
import { decideGuard } from '../session/guard';
import { useSessionActor } from '../session/session-provider';
import { selectAccess, selectHasToken, selectStatus } from '../session/session.selectors';
import { useSession } from '../session/use-session';
import { Loading } from './loading';
import { pathOf } from '../routes';

// The layout (and the chat widget with it) is its own chunk: sign-in pages do not download it.
// This chunk loads only for a session, which nearly always shows the layout: fetch it now, beside
// the user's info (the README's "How a page loads").
const Layout = preloadable(() => import('./layout').then((module) => ({ default: module.Layout })));
void Layout.preload();

export default function SignedInGate({ mapPickerUrl }: { mapPickerUrl?: string }) {
  // Before anything below renders: the signed-in pages' zh-CN texts, which this chunk brings.
  addSignedInTexts(useTranslation().i18n, signedInMessages);
  // The server state of this session's pages (docs/architecture.md §8): here, so the sign-in pages'
  // bundle holds no TanStack Query; a new gate (after a sign-out) starts with an empty cache.
  const [queryClient] = useState(createQueryClient);
  const { pathname, search } = useLocation();
  const session = useSessionActor();
  const hasToken = useSession(selectHasToken);
  const access = useSession(selectAccess);
  const status = useSession(selectStatus);
  const decision = decideGuard({ target: pathname + search, hasToken, access });
  // 401 and 500 show inside the layout (header, logout) once the user is known; bare before that.
  const errorPage = decision.type === 'allow' && (decision.route.name === '401' || decision.route.name === '500');

  useEffect(() => {
    if ((decision.type === 'loadUser' || errorPage) && status === 'idle') session.send({ type: 'LOAD_USER' });
  }, [decision.type, errorPage, status, session]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'forbidden') return <Navigate to={pathOf('401')} replace />;
  if (decision.type === 'loadUser') return status === 'failed' ? <Navigate to={pathOf('500')} replace /> : <Loading />;
  if (decision.route.bare && !(errorPage && access)) return <Outlet />;
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Loading />}>
        <Layout mapPickerUrl={mapPickerUrl} />
      </Suspense>
    </QueryClientProvider>
  );
}
