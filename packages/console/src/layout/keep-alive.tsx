// Keep-alive for tabs (spec §2): pages of open tabs stay mounted and hidden when another tab is
// shown, so they keep their state; noCache pages are rendered only while current. Each page's box
// names its route and path (data-page, data-path): which box is the page of the URL.
import { useRef, type ReactNode } from 'react';
import type { RouteDef } from '../routes';
import { PageRouteContext } from './use-current-route';

export interface KeepAliveProps {
  current: RouteDef;
  /** The current page element (useOutlet()). */
  outlet: ReactNode;
  /** Route names of the open tabs: pages of closed tabs are dropped. */
  open: readonly string[];
  /** Bumped to remount a page (refresh). */
  generation: Record<string, number>;
}

export function KeepAlive({ current, outlet, open, generation }: KeepAliveProps) {
  const cache = useRef(new Map<string, { route: RouteDef; element: ReactNode }>());
  for (const name of [...cache.current.keys()]) if (!open.includes(name) && name !== current.name) cache.current.delete(name);
  if (!current.noCache) cache.current.set(current.name, { route: current, element: outlet });
  return (
    <>
      {[...cache.current.values()].map(({ route, element }) => (
        <div key={`${route.name}:${generation[route.name] ?? 0}`} hidden={route.name !== current.name} data-page={route.name} data-path={route.path}>
          <PageRouteContext.Provider value={route}>{element}</PageRouteContext.Provider>
        </div>
      ))}
      {current.noCache && (
        <div key={`${current.name}:${generation[current.name] ?? 0}`} data-page={current.name} data-path={current.path}>
          <PageRouteContext.Provider value={current}>{outlet}</PageRouteContext.Provider>
        </div>
      )}
    </>
  );
}
