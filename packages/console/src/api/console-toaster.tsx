// Where the console's toasts appear: mount once at the root. sonner (which fades them in and out)
// is loaded and mounted with the first toast.
import { lazy, Suspense } from 'react';
import { useExternalValue } from '../lib/external-value';
import { sonnerRequested } from './toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

export function ConsoleToaster() {
  const requested = useExternalValue(sonnerRequested, false);
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
