// The one session actor of the app. It starts when there is a token: at once when the page
// already has one, else when the visitor signs in. So a visitor's pages (login and the other
// public ones) do not download XState and the session machine (session-actor.ts, a chunk).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from './session.machine';
import { getToken } from './token';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

interface SessionSlot {
  /** The running session, or null until one is started. */
  actor: SessionActor | null;
  /** The session's chunk could not be loaded (the page must be reloaded). */
  failed: boolean;
  /** Starts the session (once) and gives its actor. */
  start(): Promise<SessionActor>;
}

const SessionContext = createContext<SessionSlot | null>(null);

/** `machine`: the session machine with its effects (tests give their own); the live one by default. */
export function SessionProvider({ machine, children }: { machine?: typeof sessionMachine; children: ReactNode }) {
  const [actor, setActor] = useState<SessionActor | null>(null);
  const [failed, setFailed] = useState(false);
  const starting = useRef<Promise<SessionActor> | null>(null);
  const start = useCallback(
    () =>
      (starting.current ??= import('./session-actor').then(
        ({ startSession }) => {
          const started = startSession(machine);
          setActor(started);
          return started;
        },
        (error: unknown) => {
          starting.current = null;
          setFailed(true);
          throw error;
        },
      )),
    [machine],
  );
  useEffect(() => {
    if (getToken() !== null) void start();
  }, [start]);
  const slot = useMemo(() => ({ actor, failed, start }), [actor, failed, start]);
  return <SessionContext.Provider value={slot}>{children}</SessionContext.Provider>;
}

/** The running session's actor (views shown only to a signed-in user). */
export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext)?.actor;
  if (!actor) throw new Error('useSessionActor needs a started session inside <SessionProvider>');
  return actor;
}

/** The session actor, or null before it starts or outside a <SessionProvider> (pages alone in tests). */
export function useOptionalSessionActor(): SessionActor | null {
  return useContext(SessionContext)?.actor ?? null;
}

/** Whether the session's chunk failed to load. */
export function useSessionFailed(): boolean {
  return useContext(SessionContext)?.failed ?? false;
}

/** Starts the session (signing in), or null outside a <SessionProvider>. */
export function useStartSession(): (() => Promise<SessionActor>) | null {
  return useContext(SessionContext)?.start ?? null;
}
