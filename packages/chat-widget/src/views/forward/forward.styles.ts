import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';
import { centredPanel, dialogButtons } from '../dialog/dialog.styles';
import { v } from '../../theme/vars';

export { DialogOverlay as Overlay } from '../dialog/dialog.styles';

export const Content = styled(Dialog.Content)`
  ${centredPanel}
  display: flex;
  flex-direction: column;
  width: min(400px, calc(100vw - 32px));
  max-height: min(560px, calc(100vh - 32px));
  padding: 16px 20px;
  z-index: 6001;
  h2 {
    margin: 0 0 12px;
    font-size: 15px;
    font-weight: 500;
  }
`;

export const List = styled.ul`
  flex: 1;
  min-height: 120px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${v.border};
  border-radius: ${v.radius};
`;

export const Item = styled.li`
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 12px;
    cursor: pointer;
  }
  label:hover {
    background: ${v.surfaceHover};
  }
`;

export const Empty = styled.li`
  padding: 24px;
  text-align: center;
  color: ${v.textSecondary};
`;

export const Buttons = styled.div`
  ${dialogButtons}
  margin-top: 16px;
`;
