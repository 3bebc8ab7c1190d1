// The platform token of the signed-in user, kept in session storage (docs/console.md §3: the session
// ends with the browser tab).
export const TOKEN_KEY = 'ec-console-token';

export function getToken(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}
