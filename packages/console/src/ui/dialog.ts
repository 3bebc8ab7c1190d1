// The console's modal dialog frame (Radix Dialog): the dimmed overlay and the white box, above
// the chat modal (z-index 5000). Dialogs extend the box with their own content styles.
import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.45);
  z-index: 6000;
`;

export const DialogBox = styled(Dialog.Content)`
  position: fixed;
  top: 30%;
  left: 50%;
  transform: translateX(-50%);
  width: 380px;
  max-width: calc(100vw - 32px);
  padding: 20px;
  background: #fff;
  border-radius: 4px;
  z-index: 6001;
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
  }
  footer {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 16px;
  }
`;

/**
 * A form's dialog, taller than a question: centred in the window, as wide as its form, and never
 * narrower than a question's box (on a phone, the window less its margins), so that a short form's
 * buttons do not break their words.
 */
export const CenteredDialogBox = styled(DialogBox)`
  top: 50%;
  transform: translate(-50%, -50%);
  box-sizing: border-box;
  width: auto;
  min-width: min(380px, calc(100vw - 32px));
  padding: 16px 24px 24px;
`;
