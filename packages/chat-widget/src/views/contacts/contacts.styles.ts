// The contact page's layout: the list pane (search header, sections) and the detail pane.
import * as Accordion from '@radix-ui/react-accordion';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';

export const Page = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  min-height: 0;
`;

export const ListPane = styled.div<{ $narrow: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ $narrow }) => ($narrow ? '100%' : '300px')};
  flex-shrink: 0;
  min-height: 0;
  overflow-y: auto;
  border-right: ${({ $narrow }) => ($narrow ? '0' : `1px solid ${v.border}`)};
`;

export const DetailPane = styled.section`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  min-height: 0;
  overflow-y: auto;
`;

export const SearchRow = styled.div`
  display: flex;
  gap: 6px;
  padding: 10px 12px;
  input {
    flex: 1;
    min-width: 0;
    padding: 5px 8px;
    border: 1px solid ${v.border};
    border-radius: ${v.radius};
    background: ${v.background};
    color: ${v.text};
  }
`;

export const TextButton = styled.button`
  border: 0;
  background: transparent;
  color: ${v.primary};
  cursor: pointer;
`;

export const SectionHeader = styled(Accordion.Header)`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

export const SectionTrigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  gap: 6px;
  width: 100%;
  padding: 10px 12px;
  border: 0;
  background: transparent;
  color: ${v.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${v.surfaceHover};
  }
  [data-count] {
    margin-left: auto;
    color: ${v.textSecondary};
  }
  [data-unread] {
    padding: 0 6px;
    border-radius: 9px;
    background: ${v.badge};
    color: ${v.primaryText};
    font-size: 12px;
  }
`;

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li<{ $active?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 12px;
  background: ${({ $active }) => ($active ? v.surfaceActive : 'transparent')};
  > button:first-child {
    display: flex;
    flex: 1;
    min-width: 0;
    align-items: center;
    gap: 8px;
    border: 0;
    background: transparent;
    color: ${v.text};
    text-align: left;
    cursor: pointer;
  }
  small {
    color: ${v.textSecondary};
  }
`;

export const Muted = styled.p`
  margin: 8px 12px;
  color: ${v.textSecondary};
`;

export const GroupTitle = styled.h3`
  margin: 8px 12px 4px;
  font-size: 12px;
  font-weight: 500;
  color: ${v.textSecondary};
`;
