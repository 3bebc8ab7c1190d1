import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { styled } from 'styled-components';
import { centredPanel } from '../dialog/dialog.styles';
import { v } from '../../theme/vars';

export { DialogOverlay as Overlay } from '../dialog/dialog.styles';
export const Content = styled(Dialog.Content)`
  ${centredPanel}
  width: min(360px, calc(100vw - 32px));
  height: min(480px, calc(100vh - 32px));
  display: flex;
  flex-direction: column;
  box-shadow: ${v.shadow};
  z-index: 6001;
  transition: opacity 0.2s;
  &[data-closing] {
    opacity: 0;
  }
`;
export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border-bottom: 1px solid ${v.border};
  & h2 {
    margin: 0;
    font-size: 15px;
  }
  & button {
    border: none;
    background: none;
    font-size: 18px;
    cursor: pointer;
    color: ${v.textSecondary};
  }
`;
export const TabsRoot = styled(Tabs.Root)`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

export const TabPanel = styled(Tabs.Content)`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  outline: none;
`;

export const TabList = styled(Tabs.List)`
  display: flex;
  border-bottom: 1px solid ${v.border};
`;
export const Tab = styled(Tabs.Trigger)`
  flex: 1;
  padding: 8px;
  border: none;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${v.text};
  cursor: pointer;
  &[data-state='active'] {
    color: ${v.primary};
    border-bottom-color: ${v.primary};
  }
`;
export const List = styled.ul`
  flex: 1;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
`;
export const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 16px;
`;
export const Tip = styled.li`
  padding: 24px 16px;
  text-align: center;
  color: ${v.textSecondary};
  font-size: 13px;
  & button {
    border: none;
    background: none;
    color: ${v.primary};
    cursor: pointer;
  }
`;
