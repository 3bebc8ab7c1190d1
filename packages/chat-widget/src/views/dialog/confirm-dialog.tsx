// A confirmation of a dangerous action (delete friend, remove a member, dissolve, quit): a Radix
// AlertDialog above the panel that asked, in the widget's portal container.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { styled } from 'styled-components';
import { centredPanel, dialogButtons, overlayBase } from './dialog.styles';
import { DialogLayer } from './dialog-layer';

const Overlay = styled(AlertDialog.Overlay)`
  ${overlayBase}
  z-index: 6100;
`;
const Content = styled(AlertDialog.Content)`
  ${centredPanel}
  width: min(360px, calc(100vw - 32px));
  padding: 16px 20px;
  z-index: 6101;
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
    font-weight: 500;
  }
`;
const Buttons = styled.div`
  ${dialogButtons}
  margin-top: 16px;
`;

export interface ConfirmDialogProps {
  /** The question; null while closed. */
  title: string | null;
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, description, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={title !== null} onOpenChange={(open) => open || onCancel()}>
      <DialogLayer Overlay={Overlay} Portal={AlertDialog.Portal}>
        <Content {...(description ? {} : { 'aria-describedby': undefined })}>
          <AlertDialog.Title>{title}</AlertDialog.Title>
          {description ? <AlertDialog.Description>{description}</AlertDialog.Description> : null}
          <Buttons>
            <AlertDialog.Cancel type="button">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action type="button" data-primary onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </Buttons>
        </Content>
      </DialogLayer>
    </AlertDialog.Root>
  );
}
