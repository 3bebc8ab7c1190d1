// The navigation guard's decision (docs/console.md §4), pure: the router gate acts on it.
import { findRoute, HOME_PATH, INDEX_REDIRECT, LOGIN_PATH, notFoundRoute, routes, type RouteDef } from '../routes';
import { canOpen, type Access } from './access';
import { safeRedirect } from './safe-redirect';

/** Reachable without a token (spec §2). */
export const PUBLIC_NAMES: readonly string[] = ['login', 'loginByUnion', 'resetPass', 'register', 'rule'];

export type GuardDecision = { type: 'allow'; route: RouteDef } | { type: 'redirect'; to: string } | { type: 'loadUser' } | { type: 'forbidden' };

export interface GuardInput {
  /** The target: path plus query, below the basename. */
  target: string;
  hasToken: boolean;
  /** Null while the user info is not loaded. */
  access: Access | null;
  table?: readonly RouteDef[];
}

export function decideGuard({ target, hasToken, access, table = routes }: GuardInput): GuardDecision {
  // spec §2: base `/` redirects to the job list (which then asks for a session).
  if ((target.split(/[?#]/)[0] ?? '') === '/') return { type: 'redirect', to: INDEX_REDIRECT };
  const route = findRoute(target, table) ?? notFoundRoute;
  const isErrorPage = route.name === '401' || route.name === '500';
  if (!hasToken) {
    if (PUBLIC_NAMES.includes(route.name) || isErrorPage) return { type: 'allow', route };
    return { type: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` };
  }
  // Signed in on the login page (just now, or by going back): on to the page it was asked for.
  if (route.name === 'login') return { type: 'redirect', to: safeRedirect(new URLSearchParams(target.split('?')[1] ?? '').get('redirect'), HOME_PATH) };
  if (PUBLIC_NAMES.includes(route.name) || isErrorPage) return { type: 'allow', route };
  if (!access) return { type: 'loadUser' };
  return canOpen(route, access) ? { type: 'allow', route } : { type: 'forbidden' };
}
