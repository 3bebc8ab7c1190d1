// The error policy's modal (spec/console.md §9, HTTP 491): one message with one OK button. A
// store the policy's effect writes and <ServiceModalHost> shows; the dialog is a lazy chunk.
export interface ServiceModalRequest {
  message: string;
  onOk(): void;
}

let current: ServiceModalRequest | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Shows `message` (a later one replaces it); `onOk` runs when OK is pressed. */
export function showServiceModal(message: string, onOk: () => void): void {
  current = { message, onOk };
  notify();
}

/** Closes the modal and runs its OK action. */
export function confirmServiceModal(): void {
  const request = current;
  current = null;
  notify();
  request?.onOk();
}

/** For useSyncExternalStore. */
export const serviceModalRequest = (): ServiceModalRequest | null => current;
export function onServiceModal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
