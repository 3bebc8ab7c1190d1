// A confirmation (Radix AlertDialog) for removing members, dissolving and quitting (spec/chat.md §6).
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { styled } from 'styled-components';
import { usePortalContainer } from '../../provider/portal-context';
import { WidgetRoot } from '../../provider/widget-root';
import { centredPanel, dialogButtons, overlayBase } from '../dialog/dialog.styles';
import { useGroupTexts } from './use-group-texts';

const Overlay = styled(AlertDialog.Overlay)`
  ${overlayBase}
  z-index: 6100;
`;
const Content = styled(AlertDialog.Content)`
  ${centredPanel}
  width: min(320px, calc(100vw - 32px));
  padding: 16px 20px;
  z-index: 6101;
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
  }
`;
const Buttons = styled.div`
  ${dialogButtons}
  margin-top: 16px;
`;

export interface ConfirmDialogProps {
  title: string;
  description: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, description, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useGroupTexts();
  const container = usePortalContainer();
  return (
    <AlertDialog.Root open onOpenChange={(open) => open || onCancel()}>
      <AlertDialog.Portal container={container}>
        <WidgetRoot>
          <Overlay />
          <Content>
            <AlertDialog.Title>{title}</AlertDialog.Title>
            <AlertDialog.Description>{description}</AlertDialog.Description>
            <Buttons>
              <AlertDialog.Cancel>{t('group.cancel')}</AlertDialog.Cancel>
              <AlertDialog.Action data-primary onClick={onConfirm}>
                {t('group.confirm')}
              </AlertDialog.Action>
            </Buttons>
          </Content>
        </WidgetRoot>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
