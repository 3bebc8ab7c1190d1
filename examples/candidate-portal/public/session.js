// Who is signed in: the token lives in sessionStorage (this tab only), the profile in memory.
import { api } from './api.js';

const TOKEN_KEY = 'ec-portal-token';

/** @type {{ token: string | null, user: { id: number, name: string, nickname?: string } | null }} */
const state = { token: null, user: null };
const listeners = new Set();
const changed = () => listeners.forEach((listener) => listener(state));

export const session = {
  get token() {
    return state.token;
  },
  get user() {
    return state.user;
  },
  get signedIn() {
    return state.token !== null && state.user !== null;
  },
  /** @param {(s: typeof state) => void} listener */
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A token kept from earlier in this tab, if it still works. */
  async restore() {
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (!token) return changed();
    try {
      state.user = await api.me(token);
      state.token = token;
    } catch {
      sessionStorage.removeItem(TOKEN_KEY);
    }
    changed();
  },
  async signIn(username, password) {
    const { token } = await api.login(username, password);
    const user = await api.me(token);
    sessionStorage.setItem(TOKEN_KEY, token);
    Object.assign(state, { token, user });
    changed();
  },
  async signOut() {
    const token = state.token;
    sessionStorage.removeItem(TOKEN_KEY);
    Object.assign(state, { token: null, user: null });
    changed();
    // The server forgets the session too; the page is signed out either way.
    if (token) await api.logout(token).catch(() => undefined);
  },
};
