// The drawer gives focus back to the name it was opened from; a row gone meanwhile (no longer
// new once opened) leaves focus nowhere, so it goes to the page's current tab.
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusAfterDrawer(open: boolean, page: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // After the dialog's own return of focus, which it makes in a task of its own.
    const timer = setTimeout(() => {
      if (!page.current?.contains(document.activeElement)) page.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open, page]);
}
