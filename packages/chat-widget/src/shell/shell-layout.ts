// The main shell's layout pieces (styled, inside the widget root).
import * as Tabs from '@radix-ui/react-tabs';
import { styled } from 'styled-components';
import { v } from '../theme/vars';

export const ShellFrame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  overflow: hidden;
`;

// Narrow (a phone; TabRoot's data-narrow), the tabs are a bar along the bottom (after the content,
// in reading order too) and each tab's content takes the whole width; wide, a rail on the left.
export const TabRoot = styled(Tabs.Root)`
  display: flex;
  flex: 1;
  min-height: 0;
  &[data-narrow] {
    flex-direction: column;
  }
`;

export const TabList = styled(Tabs.List)`
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  gap: 4px;
  padding: 12px 6px;
  background: ${v.surface};
  border-right: 1px solid ${v.border};
  [data-narrow] > & {
    flex-direction: row;
    padding: 4px 8px calc(4px + env(safe-area-inset-bottom, 0px));
    border-right: 0;
    border-top: 1px solid ${v.border};
  }
  [data-narrow] > & > * {
    flex: 1;
    min-height: 44px;
  }
`;

export const TabTrigger = styled(Tabs.Trigger)`
  padding: 6px 8px;
  border: 0;
  border-radius: ${v.radius};
  background: transparent;
  color: ${v.textSecondary};
  cursor: pointer;
  &[data-state='active'] {
    color: ${v.primary};
    background: ${v.surfaceActive};
  }
  &:hover {
    background: ${v.surfaceHover};
  }
`;

export const TabContent = styled(Tabs.Content)`
  display: flex;
  flex: 1;
  min-width: 0;
  min-height: 0;
  &[data-state='inactive'] {
    display: none;
  }
`;

export const ListPane = styled.div<{ $narrow: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ $narrow }) => ($narrow ? '100%' : '300px')};
  flex-shrink: 0;
  min-height: 0;
  border-right: ${({ $narrow }) => ($narrow ? '0' : `1px solid ${v.border}`)};
`;

export const ChatPane = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  min-height: 0;
`;
