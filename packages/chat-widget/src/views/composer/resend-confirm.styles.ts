import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';
import { centredPanel, dialogButtons, overlayBase } from '../dialog/dialog.styles';

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
  ${dialogButtons}
`;
