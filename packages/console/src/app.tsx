// The console application: i18n, the session actor and the router (the route table drives menu,
// guard and breadcrumb; see routes.ts).
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ConsoleToaster } from './api';
import { createConsoleI18n } from './i18n';
import { ApiWiring } from './session/api-wiring';
import { createConsoleRouter } from './router';
import { SessionProvider } from './session/session-provider';

export interface AppProps {
  /** The map picker page for the map drawer (VITE_MAP_PICKER_URL); manual entry without it. */
  mapPickerUrl?: string;
  /** Tests pass a memory router. */
  router?: ReturnType<typeof createBrowserRouter>;
}

export function App({ mapPickerUrl, router }: AppProps) {
  const [i18n] = useState(() => createConsoleI18n());
  const [theRouter] = useState(() => router ?? createConsoleRouter(mapPickerUrl));
  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider>
        <ApiWiring router={theRouter} />
        <RouterProvider router={theRouter} />
      </SessionProvider>
      <ConsoleToaster />
    </I18nextProvider>
  );
}
