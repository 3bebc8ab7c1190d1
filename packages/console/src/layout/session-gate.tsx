// The router's root element: acts on the guard's decision (spec §4) for every navigation. A
// visitor (no token) is decided here: only the public pages, which need no layout, else login.
// With a token the session is started and its gate (signed-in-gate.tsx, a chunk with the session
// machine) decides.
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideGuard } from '../session/guard';
import { ChunkTimeoutPrompt } from '../lazy/chunk-timeout-prompt';
import { useOptionalSessionActor, useSessionFailed, useStartSession } from '../session/session-provider';
import { getToken } from '../session/token';
import { Loading } from './loading';
import { preloadSignedIn, SignedInGate } from './signed-in-chunks';

export function SessionGate({ mapPickerUrl }: { mapPickerUrl?: string }) {
  const { pathname, search } = useLocation();
  const actor = useOptionalSessionActor();
  const start = useStartSession();
  const failed = useSessionFailed();
  const hasToken = getToken() !== null;

  useEffect(() => {
    if (!actor && hasToken && !failed) void start?.().catch(() => undefined); // `failed` tells
  }, [actor, hasToken, failed, start]);
  useEffect(() => {
    if (hasToken) preloadSignedIn(pathname); // beside the session's chunk, not after it
  }, [hasToken, pathname]);

  if (failed) return <ChunkTimeoutPrompt />;
  if (actor) {
    return (
      <Suspense fallback={<Loading />}>
        <SignedInGate mapPickerUrl={mapPickerUrl} />
      </Suspense>
    );
  }
  if (hasToken) return <Loading />;
  const decision = decideGuard({ target: pathname + search, hasToken: false, access: null });
  // Without a token the guard allows only public pages and the error pages, all without layout.
  return decision.type === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}
