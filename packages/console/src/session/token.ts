// The platform token of the signed-in user, kept in session storage (console.md §3: the session
// ends with the browser tab). The session's other state in session storage, the remembered list
// filters, ends with the token: logout, an expired session, another user signing in on this tab.
import { forgetFilters } from '../kit/list/remembered-filters';

export const TOKEN_KEY = 'ec-console-token';

export function getToken(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  forgetFilters();
}
