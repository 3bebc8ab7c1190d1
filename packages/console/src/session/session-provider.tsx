// The one session actor of the app, and hooks for narrow slices of it.
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { liveSessionMachine } from './session.effects';
import { sessionMachine } from './session.machine';
import { getToken } from './token';

type SessionActor = ActorRefFrom<typeof sessionMachine>;
const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ machine = liveSessionMachine, children }: { machine?: typeof sessionMachine; children: ReactNode }) {
  const actor = useActorRef(machine, { input: { token: getToken() } });
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return actor;
}

/** The session actor, or null outside a <SessionProvider> (pages rendered alone in tests). */
export function useOptionalSessionActor(): SessionActor | null {
  return useContext(SessionContext);
}

export function useSession<T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T): T {
  return useSelector(useSessionActor(), selector);
}
