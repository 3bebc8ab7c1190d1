// Whether the page is the one shown: a page kept alive in a hidden tab (layout/keep-alive.tsx)
// still renders, under another page's location.
import { useContext, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PageRouteContext } from '../../layout/use-current-route';

export function useActivePage(): boolean {
  const route = useContext(PageRouteContext);
  const { pathname } = useLocation();
  return !route || route.path === pathname;
}

/** Counts the page's returns to view (hidden → shown), to reload what may have changed meanwhile. */
export function useReturns(active: boolean): number {
  const seen = useRef({ active, returns: 0 });
  if (active && !seen.current.active) seen.current.returns += 1;
  seen.current.active = active;
  return seen.current.returns;
}
