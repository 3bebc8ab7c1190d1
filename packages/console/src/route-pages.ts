// The page of each route as one lazy component with the chunk time-out (lazy/), made once and
// shared: the router renders it, and a first load starts fetching it with the session
// (layout/signed-in-chunks.ts).
import type { ComponentType } from 'react';
import { lazyWithTimeout, type Preloadable } from './lazy';
import type { RouteDef } from './routes';

export type RouteWithPage = RouteDef & { page: () => Promise<{ default: ComponentType }> };

const pages = new Map<string, Preloadable<object>>();

export function pageOf(route: RouteWithPage): Preloadable<object> {
  let page = pages.get(route.name);
  if (!page) pages.set(route.name, (page = lazyWithTimeout(route.page)));
  return page;
}
