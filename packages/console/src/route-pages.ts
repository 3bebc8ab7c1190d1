// The page of each route as one lazy component with the chunk time-out (lazy/), made once and
// shared: the router renders it, and a first load starts fetching it with the session
// (layout/signed-in-chunks.ts).
import { lazyWithTimeout, type Preloadable } from './lazy';
import type { RouteDef } from './routes';

const pages = new Map<string, Preloadable<object>>();

/** The route's page component; null for a row without a page (the messages row opens the chat). */
export function routePage({ name, page }: RouteDef): Preloadable<object> | null {
  if (!page) return null;
  let component = pages.get(name);
  if (!component) pages.set(name, (component = lazyWithTimeout(page)));
  return component;
}
