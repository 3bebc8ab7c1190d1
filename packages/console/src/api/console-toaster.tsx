// Where the console's toasts appear: mount once at the root (sonner fades them in and out).
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS, TOAST_OFFSET } from './toast';

export function ConsoleToaster() {
  return <Toaster position="top-center" duration={TOAST_DEFAULT_MS} offset={TOAST_OFFSET} richColors />;
}
