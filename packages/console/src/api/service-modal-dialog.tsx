// The modal itself (a Radix dialog that only OK closes): loaded with the first one shown.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DialogBox, DialogOverlay } from '../ui/dialog';
import { confirmServiceModal } from './service-modal';

// Above every other dialog: an HTTP 491 can come while one is open.
const Overlay = styled(DialogOverlay)`
  z-index: 7000;
`;
const Content = styled(DialogBox)`
  z-index: 7001;
  p {
    margin: 0;
    color: #303133;
    word-break: break-word;
  }
  footer {
    margin-top: 20px;
  }
  button {
    padding: 6px 18px;
    border: 0;
    border-radius: 4px;
    background: #1a66c9;
    color: #fff;
    cursor: pointer;
  }
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
