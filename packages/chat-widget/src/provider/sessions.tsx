// The two ways the provider gets an engine: handed a ready one, or running the session machine
// on the host's fetcher. Both provide the engine (once usable) and the session state.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { ChatEngine, NetState } from '../engine';
import { EVENT } from '../engine/constants';
import { connectSession, sessionMachine, type ChatCredential, type SessionView } from '../machines/session';
import { useChatUi } from './chat-ui-context';
import { EngineContext } from './engine-context';
import type { HostFetcher } from './options-context';
import { noRetry, SessionContext, type ChatSessionState } from './session-context';

/** A host-made engine: the host logged it in; the frame follows its network state. */
export function GivenEngineSession({ engine, prefix = '', children }: { engine: ChatEngine; prefix?: string; children: ReactNode }) {
  const [netState, setNetState] = useState<NetState>('connected');
  useEffect(() => {
    const onNet = ({ data }: { data: { state: NetState } }) => setNetState(data.state);
    engine.on(EVENT.NET_STATE_CHANGE, onNet);
    return () => engine.off(EVENT.NET_STATE_CHANGE, onNet);
  }, [engine]);
  const session = useMemo<ChatSessionState>(
    () => ({ status: 'ready', netState, kickedOut: null, error: null, prefix, role: null, retry: noRetry }),
    [netState, prefix],
  );
  return (
    <EngineContext.Provider value={engine}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </EngineContext.Provider>
  );
}

export interface CredentialSessionProps {
  fetcher: HostFetcher;
  credentialUrl: string;
  createEngine: (credential: ChatCredential) => Promise<ChatEngine>;
  conversationID?: string | null;
  children: ReactNode;
}

const sameView = (a: SessionView, b: SessionView) =>
  a.status === b.status &&
  a.engine === b.engine &&
  a.netState === b.netState &&
  a.kickedOut === b.kickedOut &&
  a.error === b.error &&
  a.prefix === b.prefix &&
  a.role === b.role;

/** Credential → engine → login, by the session machine (started on mount only, so SSR fetches nothing). */
export function CredentialSession({ fetcher, credentialUrl, createEngine, conversationID, children }: CredentialSessionProps) {
  const { dispatch } = useChatUi();
  const actor = useActorRef(
    sessionMachine.provide({
      actors: {
        fetchCredential: fromPromise(() => fetcher<ChatCredential>(credentialUrl, { method: 'POST' })),
        createEngine: fromPromise(({ input }: { input: ChatCredential }) => createEngine(input)),
      },
    }),
    { input: { currentConversationID: conversationID ?? null } },
  );
  useEffect(() => {
    const subscription = actor.on('openConversation', ({ conversationID: id }) => dispatch({ type: 'open', conversationID: id }));
    return () => subscription.unsubscribe();
  }, [actor, dispatch]);
  // The engine belongs to the session: destroyed with the provider.
  useEffect(
    () => () =>
      void actor
        .getSnapshot()
        .context.engine?.destroy()
        .catch(() => undefined),
    [actor],
  );

  const view = useSelector(actor, connectSession, sameView);
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);
  const session = useMemo<ChatSessionState>(
    () => ({ status: view.status, netState: view.netState, kickedOut: view.kickedOut, error: view.error, prefix: view.prefix, role: view.role, retry }),
    [view.status, view.netState, view.kickedOut, view.error, view.prefix, view.role, retry],
  );
  return (
    <EngineContext.Provider value={view.engine}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </EngineContext.Provider>
  );
}
