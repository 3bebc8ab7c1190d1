// Confirmation of a dangerous contact action (delete friend, dissolve, quit): a Radix AlertDialog.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { styled } from 'styled-components';
import { usePortalContainer } from '../../provider/portal-context';
import { WidgetRoot } from '../../provider/widget-root';
import { centredPanel, dialogButtons, overlayBase } from '../dialog/dialog.styles';

const Overlay = styled(AlertDialog.Overlay)`
  ${overlayBase}
  z-index: 6000;
`;
const Content = styled(AlertDialog.Content)`
  ${centredPanel}
  width: min(360px, calc(100vw - 32px));
  padding: 20px;
  z-index: 6001;
  h2 {
    margin: 0 0 16px;
    font-size: 15px;
    font-weight: 500;
  }
`;
const Buttons = styled.div`
  ${dialogButtons}
`;

export interface ConfirmDialogProps {
  /** The question; null when closed. */
  title: string | null;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const container = usePortalContainer();
  return (
    <AlertDialog.Root open={title !== null} onOpenChange={(open) => open || onCancel()}>
      <AlertDialog.Portal container={container}>
        <WidgetRoot>
          <Overlay />
          <Content aria-describedby={undefined}>
            <AlertDialog.Title>{title}</AlertDialog.Title>
            <Buttons>
              <AlertDialog.Cancel type="button">{cancelLabel}</AlertDialog.Cancel>
              <AlertDialog.Action type="button" data-primary onClick={onConfirm}>
                {confirmLabel}
              </AlertDialog.Action>
            </Buttons>
          </Content>
        </WidgetRoot>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
