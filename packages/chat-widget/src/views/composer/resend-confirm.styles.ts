import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';
import { centredPanel, overlayBase } from '../dialog/dialog.styles';
import { v } from '../../theme/vars';

export const ConfirmOverlay = styled(Dialog.Overlay)`
  ${overlayBase}
  z-index: 10;
`;

export const ConfirmContent = styled(Dialog.Content)`
  ${centredPanel}
  min-width: 280px;
  padding: 20px;
  z-index: 11;
  h2 {
    margin: 0 0 16px;
    font-size: 15px;
    font-weight: 500;
  }
`;

export const ConfirmButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  button {
    padding: 4px 16px;
    border: 1px solid ${v.border};
    border-radius: ${v.radius};
    background: ${v.background};
    color: ${v.text};
    cursor: pointer;
  }
  button[data-primary] {
    background: ${v.primary};
    border-color: ${v.primary};
    color: ${v.primaryText};
  }
`;
