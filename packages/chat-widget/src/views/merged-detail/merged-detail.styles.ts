import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { centredPanel } from '../dialog/dialog.styles';

export { DialogOverlay as Overlay } from '../dialog/dialog.styles';
export const Content = styled(Dialog.Content)`
  ${centredPanel}
  display: flex;
  flex-direction: column;
  width: min(560px, calc(100vw - 32px));
  height: min(640px, calc(100vh - 32px));
  z-index: 6001;
  /* Phones: the whole screen, as the chat itself. */
  @media (max-width: 600px) {
    inset: 0;
    width: 100vw;
    height: 100vh;
    transform: none;
    border-radius: 0;
  }
`;
export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 12px 16px;
  border-bottom: 1px solid ${v.border};
  h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-size: 15px;
    font-weight: 500;
    text-align: center;
  }
  button {
    flex: none;
    min-width: 48px;
    padding: 4px 8px;
    border: none;
    background: none;
    color: ${v.primary};
    cursor: pointer;
  }
  /* Keeps the title centred against the button. */
  &::after {
    content: '';
    flex: none;
    width: 48px;
  }
`;
export const List = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: 8px 16px 16px;
  overflow-y: auto;
  list-style: none;
`;
export const Item = styled.li`
  display: flex;
  gap: 10px;
  padding: 10px 0;
  border-bottom: 1px solid ${v.border};
  > div {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  p {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    margin: 0 0 4px;
    color: ${v.textSecondary};
    font-size: 12px;
  }
`;
export const Note = styled.p`
  margin: 24px;
  text-align: center;
  color: ${v.textSecondary};
`;
