// Test double of the API's side effects: records every effect in order (error-policy.test.ts, client tests).
import { api } from '../src/locales/zh-CN/api';
import type { ApiEffects } from '../src/api/api-effects';

export type Recorded = [string, ...unknown[]];

export function fakeEffects(): ApiEffects & { log: Recorded[]; toasts: string[]; pressOk(): void } {
  const log: Recorded[] = [];
  let ok: (() => void) | undefined;
  return {
    log,
    get toasts() {
      return log.filter((e) => e[0] === 'toast').map((e) => e[1] as string);
    },
    toastError: (message, durationMs) => void log.push(['toast', message, durationMs]),
    navigate: (path) => void log.push(['navigate', path]),
    clearStorage: () => void log.push(['clearStorage']),
    logoutChat: () => void log.push(['logoutChat']),
    showModal: (message, onOk) => {
      log.push(['modal', message]);
      ok = onOk;
    },
    reload: () => void log.push(['reload']),
    t: (key) => (api as Record<string, string>)[key.replace(/^api\./, '')] ?? key,
    pressOk: () => ok?.(),
  };
}
