// The session machine's real side effects: the API through `request`, session and local storage,
// the chat engine and a page reload.
import { fromPromise } from 'xstate';
import { request } from '../api/client';
import type { UserInfo } from './access';
import { logoutChat } from './chat-link';
import { sessionMachine } from './session.machine';
import { endSessionStorage } from './end-session-storage';
import { setToken } from './token';

/** The stored mode (spec §4: removed on logout); the spec does not name it further. */
export const STORED_MODE_KEY = 'mode';

export const liveSessionMachine = sessionMachine.provide({
  actors: {
    fetchUser: fromPromise(() => request<UserInfo>('front/v1/user/info')),
    serverLogout: fromPromise(async () => {
      await request('front/v1/common/logout', { method: 'POST' }).catch(() => undefined);
    }),
  },
  actions: {
    storeToken: (_, { token }) => setToken(token),
    clearToken: () => endSessionStorage(),
    logoutChat: () => logoutChat(),
    removeStoredMode: () => localStorage.removeItem(STORED_MODE_KEY),
    reload: () => window.location.reload(),
  },
});
