// The side effects of the error policy, injected so the policy is testable and the shell decides
// how each is done (configureApi at start-up). Until configured, they do the least harmful thing.
import i18next from 'i18next';
import type { ConsoleKey } from '../i18n-keys';
import { clearToken } from '../session/token';

export interface ApiEffects {
  /** An error toast of `durationMs`. */
  toastError(message: string, durationMs: number): void;
  navigate(path: string): void;
  /** Clears local storage and the session token. */
  clearStorage(): void;
  logoutChat(): void;
  /** A modal with one OK button; `onOk` runs when it is pressed. */
  showModal(message: string, onOk: () => void): void;
  reload(): void;
  /** Translates a catalogue key such as `api.internalError`. */
  t(key: ConsoleKey): string;
}

const defaults: ApiEffects = {
  toastError: (message) => console.error(message),
  // Until the shell gives the router's navigate: a full load under the app's base path.
  navigate: (path) => {
    if (typeof window !== 'undefined') window.location.assign(`/enterprise_web${path}`);
  },
  clearStorage: () => {
    if (typeof localStorage !== 'undefined') localStorage.clear();
    clearToken();
  },
  logoutChat: () => undefined,
  // Until the shell shows its modal (ServiceModalHost).
  showModal: (message, onOk) => {
    if (typeof window !== 'undefined') window.alert(message);
    onOk();
  },
  reload: () => {
    if (typeof window !== 'undefined') window.location.reload();
  },
  t: (key) => i18next.t(key),
};

let current: ApiEffects = { ...defaults };

/** Replaces some or all effects; returns a function restoring the previous ones (tests). */
export function configureApi(effects: Partial<ApiEffects>): () => void {
  const previous = current;
  current = { ...current, ...effects };
  return () => {
    current = previous;
  };
}

export const apiEffects = (): ApiEffects => current;
