// The logout confirmation (spec §2: 确认退出登录吗？), a Radix alert-style dialog.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
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
            <button type="button" onClick={onCancel}>
              {t('common.cancel')}
            </button>
            <button type="button" onClick={onConfirm}>
              {t('common.confirm')}
            </button>
          </footer>
        </DialogBox>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
