// The route row a page belongs to: the keep-alive container provides it per page (a hidden tab's
// page keeps its own row); elsewhere it is the row of the current location. Its title is the
// page's own where the page gave one (page-titles.ts).
import { createContext, useContext, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute, notFoundRoute, type RouteDef } from '../routes';
import { usePageTitles } from './page-titles';

export const PageRouteContext = createContext<RouteDef | null>(null);

export function useCurrentRoute(): RouteDef {
  const own = useContext(PageRouteContext);
  const { pathname } = useLocation();
  const route = own ?? findRoute(pathname) ?? notFoundRoute;
  const title = usePageTitles()(route.name);
  return useMemo(() => (title && title !== route.title ? { ...route, title } : route), [route, title]);
}
