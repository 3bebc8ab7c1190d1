// Confirm before deleting a conversation: its message records are cleared.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { centredPanel, DialogOverlay as Overlay } from '../dialog/dialog.styles';
import { v } from '../../theme/vars';
import { useReturnFocus } from '../dialog/use-return-focus';
import { DialogLayer } from '../dialog/dialog-layer';

export interface DeleteConversationDialogProps {
  /** The conversation to delete; null when closed. */
  target: { name: string; group: boolean } | null;
  onConfirm(): void;
  onCancel(): void;
}

const Content = styled(Dialog.Content)`
  ${centredPanel}
  width: min(360px, calc(100vw - 32px));
  padding: 20px;
  box-shadow: ${v.shadow};
  z-index: 6001;
`;
const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
const Button = styled.button<{ $primary?: boolean }>`
  padding: 6px 16px;
  border: 1px solid ${({ $primary }) => ($primary ? v.danger : v.border)};
  border-radius: ${v.radius};
  background: ${({ $primary }) => ($primary ? v.danger : v.background)};
  color: ${({ $primary }) => ($primary ? v.primaryText : v.text)};
  cursor: pointer;
`;

export function DeleteConversationDialog({ target, onConfirm, onCancel }: DeleteConversationDialogProps) {
  const { t } = useTranslation('chat');
  const returnFocus = useReturnFocus(target !== null);
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogLayer Overlay={Overlay}>
        <Content onCloseAutoFocus={returnFocus}>
          <Dialog.Title>{t('conversation.deleteConfirmTitle')}</Dialog.Title>
          <Dialog.Description>
            {target && t(target.group ? 'conversation.deleteConfirmGroup' : 'conversation.deleteConfirmSingle', { name: target.name })}
          </Dialog.Description>
          <Buttons>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button $primary onClick={onConfirm}>
              {t('common.confirm')}
            </Button>
          </Buttons>
        </Content>
      </DialogLayer>
    </Dialog.Root>
  );
}
