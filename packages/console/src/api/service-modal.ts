// The error policy's modal (docs/console.md §9, HTTP 491): one message with one OK button. A
// store the policy's effect writes and <ServiceModalHost> shows; the dialog is a lazy chunk.
import { externalValue } from '../lib/external-value';

export interface ServiceModalRequest {
  message: string;
  onOk(): void;
}

/** The modal shown, or null. */
export const serviceModal = externalValue<ServiceModalRequest | null>(null);

/** Shows `message` (a later one replaces it); `onOk` runs when OK is pressed. */
export function showServiceModal(message: string, onOk: () => void): void {
  serviceModal.set({ message, onOk });
}

/** Closes the modal and runs its OK action. */
export function confirmServiceModal(): void {
  const request = serviceModal.get();
  serviceModal.set(null);
  request?.onOk();
}
