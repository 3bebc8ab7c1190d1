// sonner's toaster with the console's settings: a lazy chunk, mounted by ConsoleToaster.
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS, TOAST_OFFSET } from './toast';

export default function SonnerToaster() {
  return <Toaster position="top-center" duration={TOAST_DEFAULT_MS} offset={TOAST_OFFSET} richColors />;
}
