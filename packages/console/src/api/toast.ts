// The toasts the console shows (sonner; spec/console.md §9: 3000 ms by default, then they fade).
import { toast } from 'sonner';

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_OFFSET = 20;

export const toastError = (message: string, durationMs = TOAST_DEFAULT_MS): void => void toast.error(message, { duration: durationMs });
export const toastSuccess = (message: string, durationMs = TOAST_DEFAULT_MS): void => void toast.success(message, { duration: durationMs });
export const toastInfo = (message: string, durationMs = TOAST_DEFAULT_MS): void => void toast(message, { duration: durationMs });
