// The toasts the console shows (sonner; docs/console.md §9: 3000 ms by default, then they fade).
// sonner loads with the first toast, so it is not in the sign-in pages' first download; its store
// hands the toaster every toast raised before the toaster subscribed.
import { externalValue } from '../lib/external-value';

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_OFFSET = 20;

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;

/** Whether sonner has been asked for: the toaster mounts then (console-toaster.tsx). */
export const sonnerRequested = externalValue(false);

/** Loads sonner (once) and tells the toaster to mount. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    sonnerRequested.set(true);
  }
  return sonner;
}

type Kind = 'error' | 'success' | 'info';
// One toast per event: calls that fail together (three at once when a session expires, a page's
// two reads of a missing record) raise the same message; sonner replaces a toast whose id is
// shown rather than stacking another, so the id is the kind and the message.
const show = (kind: Kind, message: string, duration: number): void =>
  void loadSonner().then(({ toast }) => (kind === 'info' ? toast : toast[kind])(message, { duration, id: `${kind}:${message}` }));

export const toastError = (message: string, durationMs = TOAST_DEFAULT_MS): void => show('error', message, durationMs);
export const toastSuccess = (message: string, durationMs = TOAST_DEFAULT_MS): void => show('success', message, durationMs);
export const toastInfo = (message: string, durationMs = TOAST_DEFAULT_MS): void => show('info', message, durationMs);
