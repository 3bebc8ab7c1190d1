// The console application: i18n, the session actor and the router (the route table drives menu,
// guard and breadcrumb; see routes.ts).
import { Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { ConsoleToaster } from './api/console-toaster';
import { ServiceModalHost } from './api/service-modal-host';
import { createConsoleI18n } from './i18n';
import { ConsoleRoutes } from './router';
import { BASENAME } from './routes';
import { ApiWiring } from './session/api-wiring';
import { SessionProvider } from './session/session-provider';

export interface AppProps {
  /** The map picker page for the map drawer (VITE_MAP_PICKER_URL); manual entry without it. */
  mapPickerUrl?: string;
}

export function App({ mapPickerUrl }: AppProps) {
  const [i18n] = useState(() => createConsoleI18n());
  return (
    <I18nextProvider i18n={i18n}>
      {/* Until a language other than zh-CN is loaded (i18n.ts). */}
      <Suspense fallback={null}>
        <SessionProvider>
          <BrowserRouter basename={BASENAME}>
            <ApiWiring />
            <ConsoleRoutes mapPickerUrl={mapPickerUrl} />
          </BrowserRouter>
        </SessionProvider>
        <ConsoleToaster />
        <ServiceModalHost />
      </Suspense>
    </I18nextProvider>
  );
}
