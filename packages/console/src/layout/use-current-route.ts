// The route row a page belongs to: the keep-alive container provides it per page (a hidden tab's
// page keeps its own row); elsewhere it is the row of the current location.
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute, notFoundRoute, type RouteDef } from '../routes';

export const PageRouteContext = createContext<RouteDef | null>(null);

export function useCurrentRoute(): RouteDef {
  const own = useContext(PageRouteContext);
  const { pathname } = useLocation();
  return own ?? findRoute(pathname) ?? notFoundRoute;
}
