// The modal itself (a Radix dialog that only OK closes): loaded with the first one shown.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { confirmServiceModal } from './service-modal';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.45);
  z-index: 7000;
`;
const Content = styled(Dialog.Content)`
  position: fixed;
  top: 30%;
  left: 50%;
  transform: translateX(-50%);
  width: 380px;
  max-width: calc(100vw - 32px);
  padding: 20px;
  background: #fff;
  border-radius: 4px;
  z-index: 7001;
  h2 { margin: 0 0 12px; font-size: 16px; }
  p { margin: 0; color: #303133; word-break: break-word; }
  footer { display: flex; justify-content: flex-end; margin-top: 20px; }
  button { padding: 6px 18px; border: 0; border-radius: 4px; background: #1f6feb; color: #fff; cursor: pointer; }
`;

const stay = (event: Event) => event.preventDefault();

export default function ServiceModalDialog({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Overlay />
        <Content role="alertdialog" onEscapeKeyDown={stay} onPointerDownOutside={stay} onInteractOutside={stay}>
          <Dialog.Title>{t('api.modalTitle')}</Dialog.Title>
          <Dialog.Description>{message}</Dialog.Description>
          <footer>
            <button type="button" onClick={confirmServiceModal}>
              {t('api.modalOk')}
            </button>
          </footer>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
