// The chunks behind the session gate, fetched ahead (the console's README, "How a page loads"):
// with a token, the gate and the page's chunk load together with the session's, instead of
// one after the other as each renders; the gate's chunk starts the layout's as it arrives.
import { preloadable } from '../lazy';
import { routePage } from '../route-pages';
import { findRoute, INDEX_REDIRECT, notFoundRoute } from '../routes';

export const SignedInGate = preloadable(() => import('./signed-in-gate'));

/** Starts fetching the gate and the chunk of the page at `path` (below the base path, query allowed). */
export function preloadSignedIn(path: string): void {
  const route = findRoute(path === '/' ? INDEX_REDIRECT : path) ?? notFoundRoute;
  void SignedInGate.preload();
  void routePage(route)?.preload();
}
