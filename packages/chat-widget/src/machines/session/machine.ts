// The chat session: credential → engine → login → ready (profile sync, network and kicked-out
// states). A failed attempt is retried with a capped backoff, recorded in the debug log and kept
// as the session's error: docs/chat.md §8 has login failure silent, but issue 16 overrides that,
// since a portal whose origin the API refuses otherwise shows a blank shell. RETRY (the shell's
// retry button) starts a new attempt at once from any state of a failing session.
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { ChatEngine } from '../../engine';
import { EVENT } from '../../engine/constants';
import { toSessionError } from './login-error';
import type { ChatCredential, DebugEntry, SessionContext, SessionEmitted, SessionEvent, SessionInput } from './types';

/** Profile update after login (docs/chat.md §9). */
export const PROFILE_UPDATE_DELAY = 3000;
export const RETRY_BASE_DELAY = 1000;
export const RETRY_MAX_DELAY = 30_000;
const DEBUG_LOG_LIMIT = 50;

/** 1 s, 2 s, 4 s … capped at 30 s. */
export const retryDelay = (attempts: number) => Math.min(RETRY_BASE_DELAY * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY);

/** Only one-to-one and group conversations open by themselves. */
export const isOpenableConversation = (id: string | null | undefined): id is string => !!id && /^(C2C|GROUP)/.test(id);

const describe = (error: unknown) => {
  if (error && typeof error === 'object' && 'code' in error) return `${String(error.code)} ${String((error as { message?: unknown }).message ?? '')}`.trim();
  return error instanceof Error ? error.message : String(error);
};

const appendLog = (log: DebugEntry[], message: string): DebugEntry[] => [...log, { at: Date.now(), message }].slice(-DEBUG_LOG_LIMIT);

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    // xstate's type-only slot: without the assertion `input` would be typed `{}` (every field is optional).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    fetchCredential: fromPromise<ChatCredential>(async () => {
      throw new Error('session: provide fetchCredential');
    }),
    createEngine: fromPromise<ChatEngine, ChatCredential>(async () => {
      throw new Error('session: provide createEngine');
    }),
    login: fromPromise<unknown, { engine: ChatEngine; credential: ChatCredential }>(async ({ input }) =>
      input.engine.login({ userID: input.credential.userID, userSig: input.credential.userSig }),
    ),
    updateProfile: fromPromise<unknown, { engine: ChatEngine; credential: ChatCredential }>(async ({ input }) => {
      const { nick, avatar } = input.credential;
      if (!nick && !avatar) return null;
      return input.engine.updateMyProfile({ ...(nick ? { nick } : {}), ...(avatar ? { avatar } : {}) });
    }),
    /** Engine events the session cares about, as machine events. */
    watchEngine: fromCallback<SessionEvent, ChatEngine>(({ input: engine, sendBack }) => {
      const onNet = ({ data }: { data: { state: SessionContext['netState'] } }) => sendBack({ type: 'NET_STATE', state: data.state });
      const onKicked = ({ data }: { data: { type: NonNullable<SessionContext['kickedOut']> } }) => sendBack({ type: 'KICKED_OUT', reason: data.type });
      engine.on(EVENT.NET_STATE_CHANGE, onNet);
      engine.on(EVENT.KICKED_OUT, onKicked);
      return () => {
        engine.off(EVENT.NET_STATE_CHANGE, onNet);
        engine.off(EVENT.KICKED_OUT, onKicked);
      };
    }),
  },
  actions: {
    /** Let go of an engine whose login failed (its socket would otherwise stay open). */
    releaseEngine: ({ context }) => {
      void context.engine?.destroy().catch(() => undefined);
    },
    /** A failure: counted for the backoff, kept as the reason the shell shows, and in the debug log. */
    recordFailure: assign(({ context }, params: { step: string; error: unknown }) => ({
      attempts: context.attempts + 1,
      error: toSessionError(params.error),
      debugLog: appendLog(context.debugLog, `${params.step} failed: ${describe(params.error)}`),
    })),
    /** The debug log's console side (swapped out in tests). */
    debug: (_args, params: { step: string; error: unknown }) => {
      console.debug(`[chat-widget] ${params.step} failed:`, params.error);
    },
  },
  delays: {
    retry: ({ context }) => retryDelay(context.attempts),
    profile: PROFILE_UPDATE_DELAY,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    credential: null,
    engine: null,
    attempts: 0,
    netState: 'connecting',
    kickedOut: null,
    error: null,
    currentConversationID: input.currentConversationID ?? null,
    debugLog: [],
  }),
  on: {
    SET_CURRENT: { actions: assign({ currentConversationID: ({ event }) => event.conversationID }) },
  },
  initial: 'fetchingCredential',
  states: {
    fetchingCredential: {
      // A retry while the request hangs (an unreachable host can take long to fail) starts it over.
      on: { RETRY: { target: 'fetchingCredential', reenter: true } },
      invoke: {
        src: 'fetchCredential',
        onDone: { target: 'creatingEngine', actions: assign({ credential: ({ event }) => event.output }) },
        onError: {
          target: 'retrying',
          actions: [
            { type: 'recordFailure', params: ({ event }) => ({ step: 'credential', error: event.error }) },
            { type: 'debug', params: ({ event }) => ({ step: 'credential', error: event.error }) },
          ],
        },
      },
    },
    creatingEngine: {
      on: { RETRY: 'fetchingCredential' },
      invoke: {
        src: 'createEngine',
        input: ({ context }) => context.credential!,
        onDone: { target: 'loggingIn', actions: assign({ engine: ({ event }) => event.output }) },
        onError: {
          target: 'retrying',
          actions: [
            { type: 'recordFailure', params: ({ event }) => ({ step: 'engine', error: event.error }) },
            { type: 'debug', params: ({ event }) => ({ step: 'engine', error: event.error }) },
          ],
        },
      },
    },
    loggingIn: {
      on: { RETRY: { target: 'fetchingCredential', actions: ['releaseEngine', assign({ engine: null })] } },
      invoke: {
        src: 'login',
        input: ({ context }) => ({ engine: context.engine!, credential: context.credential! }),
        onDone: 'ready',
        onError: {
          target: 'retrying',
          actions: [
            { type: 'recordFailure', params: ({ event }) => ({ step: 'login', error: event.error }) },
            { type: 'debug', params: ({ event }) => ({ step: 'login', error: event.error }) },
            'releaseEngine',
            assign({ engine: null }),
          ],
        },
      },
    },
    retrying: {
      after: { retry: 'fetchingCredential' },
      on: { RETRY: 'fetchingCredential' },
    },
    ready: {
      tags: ['ready'],
      entry: assign({ attempts: 0, error: null, netState: 'connected' }),
      invoke: { src: 'watchEngine', input: ({ context }) => context.engine! },
      on: {
        NET_STATE: { actions: assign({ netState: ({ event }) => event.state }) },
        KICKED_OUT: { target: 'kickedOut', actions: assign({ kickedOut: ({ event }) => event.reason }) },
      },
      type: 'parallel',
      states: {
        profile: {
          initial: 'waiting',
          states: {
            waiting: { after: { profile: 'updating' } },
            updating: {
              invoke: {
                src: 'updateProfile',
                input: ({ context }) => ({ engine: context.engine!, credential: context.credential! }),
                onDone: 'done',
                onError: { target: 'done', actions: { type: 'debug', params: ({ event }) => ({ step: 'profile update', error: event.error }) } },
              },
            },
            done: { type: 'final' },
          },
        },
        current: {
          initial: 'opening',
          states: {
            opening: {
              always: [
                {
                  guard: ({ context }) => isOpenableConversation(context.currentConversationID),
                  target: 'opened',
                  actions: emit(({ context }) => ({ type: 'openConversation', conversationID: context.currentConversationID! }) as const),
                },
                { target: 'opened' },
              ],
            },
            opened: { type: 'final' },
          },
        },
      },
    },
    kickedOut: {
      tags: ['kickedOut'],
      on: { RETRY: { target: 'fetchingCredential', actions: ['releaseEngine', assign({ engine: null, kickedOut: null })] } },
    },
  },
});
