// Whether the page is the one shown: a page kept alive in a hidden tab (layout/keep-alive.tsx)
// still renders, under another page's location.
import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { PageRouteContext } from '../../layout/use-current-route';

export function useActivePage(): boolean {
  const route = useContext(PageRouteContext);
  const { pathname } = useLocation();
  return !route || route.path === pathname;
}
