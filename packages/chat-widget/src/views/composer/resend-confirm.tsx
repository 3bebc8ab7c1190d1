// The resend confirmation dialog (docs/chat.md §2): shown while a send actor is confirming.
import * as Dialog from '@radix-ui/react-dialog';
import { useSyncExternalStore } from 'react';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import type { SendRegistry } from '../../machines/send';
import { ConfirmButtons, ConfirmContent, ConfirmOverlay } from './resend-confirm.styles';
import { useReturnFocus } from '../dialog/use-return-focus';

export function ResendConfirm({ registry }: { registry: SendRegistry }) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const actor = useSyncExternalStore(registry.subscribe, registry.confirming, registry.confirming);
  const returnFocus = useReturnFocus(actor !== null);
  return (
    <Dialog.Root open={actor !== null} onOpenChange={(open) => !open && actor?.send({ type: 'cancel' })}>
      {/* No portal: the dialog stays inside the widget root (its CSS variables, the shadow root).
          The Content inside the Overlay, as in views/dialog/dialog-layer.tsx (the scroll lock). */}
      <ConfirmOverlay>
        <ConfirmContent aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <Dialog.Title>{t('composer.resendConfirm')}</Dialog.Title>
          <ConfirmButtons>
            <button type="button" onClick={() => actor?.send({ type: 'cancel' })}>
              {t('common.cancel')}
            </button>
            <button type="button" data-primary onClick={() => actor?.send({ type: 'confirm' })}>
              {t('common.confirm')}
            </button>
          </ConfirmButtons>
        </ConfirmContent>
      </ConfirmOverlay>
    </Dialog.Root>
  );
}
