// The opened pages as tabs: links with a close button (not on home), and a menu of the current
// tab's actions (refresh, close others, close all).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { findRoute } from '../../routes';
import type { Tab } from './tabs-store';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 4px 8px;
  border-bottom: 1px solid #e4e7ed;
  background: #fff;
  overflow-x: auto;
`;
const Item = styled.span<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border: 1px solid ${(p) => (p.$active ? '#1a66c9' : '#d8dce5')};
  background: ${(p) => (p.$active ? '#1a66c9' : '#fff')};
  white-space: nowrap;
  a { color: ${(p) => (p.$active ? '#fff' : '#495060')}; text-decoration: none; font-size: 12px; }
  button { border: 0; background: none; cursor: pointer; color: inherit; padding: 0 2px; }
`;
const Menu = styled(DropdownMenu.Content)`
  background: #fff;
  border: 1px solid #e4e7ed;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15);
  padding: 4px 0;
  z-index: 100;
  [role='menuitem'] { padding: 4px 16px; cursor: pointer; font-size: 13px; outline: none; }
  [role='menuitem'][data-highlighted] { background: #ecf5ff; }
`;

export interface TabsBarProps {
  tabs: readonly Tab[];
  active: string;
  onClose(name: string): void;
  onCloseOthers(): void;
  onCloseAll(): void;
  onRefresh(): void;
}

export function TabsBar({ tabs, active, onClose, onCloseOthers, onCloseAll, onRefresh }: TabsBarProps) {
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('common.tabs')}>
      {tabs.map((tab) => {
        const title = t(findRoute(tab.path)?.title ?? `menu.${tab.name}`);
        return (
          <Item key={tab.name} $active={tab.name === active}>
            <Link to={tab.path} aria-current={tab.name === active ? 'page' : undefined}>
              {title}
            </Link>
            {tab.name !== 'home' && (
              <button type="button" aria-label={`${t('common.closeTab')} ${title}`} onClick={() => onClose(tab.name)}>
                ×
              </button>
            )}
          </Item>
        );
      })}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger aria-label={t('common.tabActions')}>⋯</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <Menu align="end">
            <DropdownMenu.Item onSelect={onRefresh}>{t('common.refresh')}</DropdownMenu.Item>
            <DropdownMenu.Item onSelect={onCloseOthers}>{t('common.closeOthers')}</DropdownMenu.Item>
            <DropdownMenu.Item onSelect={onCloseAll}>{t('common.closeAll')}</DropdownMenu.Item>
          </Menu>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </Bar>
  );
}
