// The logout confirmation (spec §2: 确认退出登录吗？), a Radix alert-style dialog.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.45);
  z-index: 6000;
`;
const Content = styled(Dialog.Content)`
  position: fixed;
  top: 30%;
  left: 50%;
  transform: translateX(-50%);
  width: 360px;
  padding: 20px;
  background: #fff;
  border-radius: 4px;
  z-index: 6001;
  footer { display: flex; justify-content: flex-end; gap: 8px; margin-top: 16px; }
`;

export function LogoutDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Overlay />
        <Content role="alertdialog" aria-describedby={undefined}>
          <Dialog.Title>{t('common.logoutConfirm')}</Dialog.Title>
          <footer>
            <button type="button" onClick={onCancel}>
              {t('common.cancel')}
            </button>
            <button type="button" onClick={onConfirm}>
              {t('common.confirm')}
            </button>
          </footer>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
