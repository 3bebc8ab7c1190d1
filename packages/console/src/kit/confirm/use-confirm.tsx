// A confirmation for destructive actions: `const { confirm, confirmDialog } = useConfirm()`; the
// page renders `confirmDialog` once and awaits `confirm({ title, body, confirmLabel })`, which
// resolves true on the confirm button, false on cancel, Escape or the overlay.
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogBox, DialogOverlay } from '../../ui/dialog';
import { DangerButton, PlainButton } from '../buttons';

export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  /** The confirm button's words; 确定 when not given. */
  confirmLabel?: string;
}

export function useConfirm(): { confirm: (request: ConfirmRequest) => Promise<boolean>; confirmDialog: ReactNode } {
  const { t } = useTranslation();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const settle = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmRequest) => {
    settle.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    settle.current?.(value);
    settle.current = null;
    setRequest(null);
  };

  const confirmDialog = (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && answer(false)}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogBox role="alertdialog">
          <Dialog.Title>{request?.title}</Dialog.Title>
          <Dialog.Description>{request?.body}</Dialog.Description>
          <footer>
            <PlainButton type="button" onClick={() => answer(false)}>
              {t('common.cancel')}
            </PlainButton>
            <DangerButton type="button" onClick={() => answer(true)}>
              {request?.confirmLabel ?? t('common.confirm')}
            </DangerButton>
          </footer>
        </DialogBox>
      </Dialog.Portal>
    </Dialog.Root>
  );
  return { confirm, confirmDialog };
}
