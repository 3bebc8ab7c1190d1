// Where the error policy's modal appears: mount once at the root; nothing is loaded until one is shown.
import { lazy, Suspense } from 'react';
import { useExternalValue } from '../lib/external-value';
import { serviceModal } from './service-modal';

const ServiceModalDialog = lazy(() => import('./service-modal-dialog'));

export function ServiceModalHost() {
  const request = useExternalValue(serviceModal, null);
  return request ? (
    <Suspense fallback={null}>
      <ServiceModalDialog message={request.message} />
    </Suspense>
  ) : null;
}
