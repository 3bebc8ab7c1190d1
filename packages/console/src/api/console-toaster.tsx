// Where the console's toasts appear: mount once at the root. sonner (which fades them in and out)
// is loaded and mounted with the first toast, or when the layout asks for it ahead of a modal.
// While its chunk loads, an empty live region holds sonner's place: a modal (the chat) hides from
// assistive technology everything outside it except the live regions already there, and sonner's
// region then appears in a part of the page the modal left visible.
import { lazy, Suspense } from 'react';
import { useExternalValue } from '../lib/external-value';
import { sonnerRequested } from './toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** sonner's own region's name and politeness, until sonner's region replaces it. */
const placeholder = <section aria-label="Notifications" aria-live="polite" />;

export function ConsoleToaster() {
  const requested = useExternalValue(sonnerRequested, false);
  return requested ? (
    <Suspense fallback={placeholder}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
