// The browser router from the route table: every row a lazy route chunk under the session gate;
// `/` → /zhiwei/index; unknown paths → 404.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { SessionGate } from './layout/session-gate';
import { BASENAME, INDEX_REDIRECT, notFoundRoute, routes, type RouteDef } from './routes';

const toRoute = (route: RouteDef): RouteObject => ({
  path: route.path,
  ...(route.page ? { lazy: async () => ({ Component: (await route.page!()).default }) } : { element: null }),
});

export function routeObjects(mapPickerUrl?: string): RouteObject[] {
  return [
    {
      element: <SessionGate mapPickerUrl={mapPickerUrl} />,
      hydrateFallbackElement: <p role="status">…</p>,
      children: [
        { index: true, element: <Navigate to={INDEX_REDIRECT} replace /> },
        ...routes.filter((route) => !route.href).map(toRoute),
        toRoute(notFoundRoute),
      ],
    },
  ];
}

export function createConsoleRouter(mapPickerUrl?: string) {
  return createBrowserRouter(routeObjects(mapPickerUrl), { basename: BASENAME });
}
