// The console session (docs/console.md §4): idle → loadingUser → ready / loggedOut, and the
// logout flow (confirm, then clear everything and reload). Side effects are named so tests and
// the app swap them with `.provide()` (docs/development.md §5, rule 3).
import { assign, fromPromise, setup } from 'xstate';
import { accessOf, type UserInfo } from './access';
import type { SessionContext, SessionEvent, SessionInput } from './session.types';

/** A failed user-info call that means "no valid session" (body code or HTTP status 401). */
export function isUnauthorized(error: unknown): boolean {
  const e = error as { code?: number; status?: number; statusCode?: number } | null;
  return e?.code === 401 || e?.status === 401 || e?.statusCode === 401;
}

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, input: {} as SessionInput },
  actors: {
    fetchUser: fromPromise<UserInfo>(async () => {
      throw new Error('fetchUser is provided by the app');
    }),
    /** Revokes the token on the server; a failure does not stop the local logout. */
    serverLogout: fromPromise<void>(async () => undefined),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => undefined,
    clearToken: () => undefined,
    logoutChat: () => undefined,
    removeStoredMode: () => undefined,
    reload: () => undefined,
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: null, access: null }),
  initial: 'idle',
  on: {
    EXPIRED: { target: '.loggedOut', actions: ['clearToken', 'logoutChat', assign({ token: null, user: null, access: null })] },
    LOGIN: {
      target: '.loadingUser',
      actions: [
        { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
        assign({ token: ({ event }) => event.token, user: null, access: null }),
      ],
    },
  },
  states: {
    idle: {
      on: { LOAD_USER: { guard: 'hasToken', target: 'loadingUser' } },
    },
    loadingUser: {
      tags: ['busy'],
      invoke: {
        src: 'fetchUser',
        onDone: { target: 'ready', actions: assign({ user: ({ event }) => event.output, access: ({ event }) => accessOf(event.output) }) },
        onError: [
          { guard: ({ event }) => isUnauthorized(event.error), target: 'loggedOut', actions: ['clearToken', assign({ token: null })] },
          { target: 'failed' },
        ],
      },
    },
    /** The user info could not be loaded for another reason (server error): the gate shows 500. */
    failed: {
      on: { LOAD_USER: { guard: 'hasToken', target: 'loadingUser' } },
    },
    ready: {
      initial: 'active',
      states: {
        active: { on: { LOGOUT: 'confirming' } },
        confirming: { on: { CONFIRM_LOGOUT: '#session.loggingOut', CANCEL_LOGOUT: 'active' } },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: { src: 'serverLogout', onDone: 'loggedOut', onError: 'loggedOut' },
      exit: ['clearToken', 'logoutChat', 'removeStoredMode', assign({ token: null, user: null, access: null }), 'reload'],
    },
    loggedOut: {},
  },
});
