// The console under test runs in a BrowserRouter, as in a browser: tests set and read jsdom's
// own address (below the /enterprise_web basename).
import { BASENAME } from '../src/routes';

/** Opens `path` as the page's address (before rendering the app). */
export function visit(path: string): void {
  window.history.replaceState(null, '', `${BASENAME}${path}`);
}

/** The current path and query, below the basename. */
export function here(): string {
  const { pathname, search } = window.location;
  return (pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname) + search;
}

/** A history navigation (as the back button makes) to `path`. */
export function navigateByHistory(path: string): void {
  window.history.pushState(null, '', `${BASENAME}${path}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
