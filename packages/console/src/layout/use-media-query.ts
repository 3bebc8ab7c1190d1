// A CSS media query's answer as React state that follows the window (a phone turned, a desktop
// window narrowed), through useSyncExternalStore on matchMedia.
import { useCallback, useSyncExternalStore } from 'react';

/** Where the side menu becomes a drawer over the page and the header compacts (a phone). */
export const NARROW_WINDOW = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => !!window.matchMedia?.(query).matches,
    () => false,
  );
}
