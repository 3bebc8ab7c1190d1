// What every dialog of the widget shares: the dimmed overlay, a centred, themed panel and the
// button row. Each dialog adds its own size and stacking.
import * as Dialog from '@radix-ui/react-dialog';
import { css, styled } from 'styled-components';
import { v } from '../../theme/vars';
import { plainButton } from '../common/plain-button';

export const overlayBase = css`
  position: fixed;
  inset: 0;
  background: ${v.overlay};
`;

/** The dimmed layer of a dialog above the chat (DialogLayer puts the Content inside it). */
export const DialogOverlay = styled(Dialog.Overlay)`
  ${overlayBase}
  z-index: 6000;
`;

export const centredPanel = css`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  border-radius: ${v.radius};
  background: ${v.background};
  color: ${v.text};
  box-shadow: 0 4px 16px ${v.shadow};
`;

export { plainButton };

/** The row of dialog buttons, right-aligned; `data-primary` marks the main one. */
export const dialogButtons = css`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  button {
    ${plainButton}
  }
  button[data-primary] {
    background: ${v.primary};
    border-color: ${v.primary};
    color: ${v.primaryText};
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
