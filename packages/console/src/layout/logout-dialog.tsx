// The logout confirmation (spec §2: 确认退出登录吗？), a Radix alert-style dialog with
// the kit's buttons.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { PlainButton, PrimaryButton } from '../kit/buttons';
import { DialogBox, DialogOverlay } from '../ui/dialog';

export function LogoutDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogBox role="alertdialog" aria-describedby={undefined}>
          <Dialog.Title>{t('common.logoutConfirm')}</Dialog.Title>
          <footer>
            <PlainButton type="button" onClick={onCancel}>
              {t('common.cancel')}
            </PlainButton>
            <PrimaryButton type="button" onClick={onConfirm}>
              {t('common.confirm')}
            </PrimaryButton>
          </footer>
        </DialogBox>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
