// The routes from the route table, in react-router's declarative mode (its data router would
// add ≈ 17 KB gzip to every first download and the console uses none of its loaders or
// actions): every row a lazy page (120 s chunk time-out) under the session gate; `/` →
// /zhiwei/index; unknown paths → 404.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from './layout/loading';
import { SessionGate } from './layout/session-gate';
import { useDocumentTitle } from './layout/use-document-title';
import { routePage } from './route-pages';
import { INDEX_REDIRECT, notFoundRoute, routes, type RouteDef } from './routes';

function BareTitle({ route }: { route: RouteDef }) {
  useDocumentTitle(route.title);
  return null;
}

function RoutePage({ route }: { route: RouteDef }) {
  const Page = routePage(route);
  if (!Page) return null; // the messages route opens the chat modal (layout)
  return (
    <>
      {route.bare && <BareTitle route={route} />}
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </>
  );
}

export function ConsoleRoutes({ mapPickerUrl }: { mapPickerUrl?: string }) {
  return (
    <Routes>
      <Route element={<SessionGate mapPickerUrl={mapPickerUrl} />}>
        <Route index element={<Navigate to={INDEX_REDIRECT} replace />} />
        {[...routes.filter((route) => !route.href), notFoundRoute].map((route) => (
          <Route key={route.name} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
