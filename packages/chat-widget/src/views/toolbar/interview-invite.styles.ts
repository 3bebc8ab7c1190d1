// The 邀请面试 dialog's frame. The overlay centres the box by layout, not by a transform: a
// transformed box would be the containing block of the host form's fixed-position popups (the
// date picker's calendar) and its scrolling would cut them off.
import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';
import { overlayBase } from '../dialog/dialog.styles';
import { v } from '../../theme/vars';

export const InviteOverlay = styled(Dialog.Overlay)`
  ${overlayBase}
  z-index: 10;
  display: grid;
  place-items: center;
`;

export const InviteContent = styled(Dialog.Content)`
  box-sizing: border-box;
  width: min(640px, 96vw);
  max-height: 90vh;
  overflow: auto;
  padding: 16px 20px;
  border-radius: ${v.radius};
  background: ${v.background};
  color: ${v.text};
  box-shadow: 0 4px 16px ${v.shadow};
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
  }
`;
