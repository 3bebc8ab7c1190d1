// Where the error policy's modal appears: mount once at the root; nothing is loaded until one is shown.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onServiceModal, serviceModalRequest } from './service-modal';

const ServiceModalDialog = lazy(() => import('./service-modal-dialog'));

export function ServiceModalHost() {
  const request = useSyncExternalStore(onServiceModal, serviceModalRequest, () => null);
  return request ? (
    <Suspense fallback={null}>
      <ServiceModalDialog message={request.message} />
    </Suspense>
  ) : null;
}
