// The opened pages as tabs: links with a close button (not on home) in a strip that scrolls
// sideways (the active tab kept in view, the wheel scrolls it), and a menu, always at the right
// end, with the current tab's actions (refresh, close others, close all) and every open page.
// Whatever would drop a page with unsaved changes asks first, with the leave prompt's question.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isTopicKey } from '../../i18n';
import { anyUnsaved, leaveQuestion, useConfirm } from '../../kit';
import { findRoute } from '../../routes';
import { usePageTitles } from '../page-titles';
import type { Tab } from './tabs-store';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 4px 8px;
  border-bottom: 1px solid #e4e7ed;
  background: #fff;
  min-width: 0;
`;
const Strip = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: thin;
`;
const Trigger = styled(DropdownMenu.Trigger)`
  flex: none;
  border: 1px solid #d8dce5;
  background: #fff;
  padding: 0 8px;
  cursor: pointer;
`;
const Item = styled.span<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border: 1px solid ${(p) => (p.$active ? '#1a66c9' : '#d8dce5')};
  background: ${(p) => (p.$active ? '#1a66c9' : '#fff')};
  white-space: nowrap;
  a {
    color: ${(p) => (p.$active ? '#fff' : '#495060')};
    text-decoration: none;
    font-size: 12px;
  }
  button {
    border: 0;
    background: none;
    cursor: pointer;
    color: inherit;
    padding: 0 2px;
  }
`;
const Menu = styled(DropdownMenu.Content)`
  background: #fff;
  border: 1px solid #e4e7ed;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15);
  padding: 4px 0;
  z-index: 100;
  [role='menuitem'] {
    padding: 4px 16px;
    cursor: pointer;
    font-size: 13px;
    outline: none;
  }
  [role='menuitem'][data-highlighted] {
    background: #ecf5ff;
  }
  [role='menuitem'][aria-current='page'] {
    color: #1a66c9;
    font-weight: 600;
  }
  [role='separator'] {
    height: 1px;
    margin: 4px 0;
    background: #e4e7ed;
  }
  [role='group'] {
    max-height: 50vh;
    overflow-y: auto;
  }
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
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  const { confirm, confirmDialog } = useConfirm();
  /** Runs `action` once the pages it drops may go: at once, or after 离开 when one has unsaved changes. */
  const unlessUnsaved = (dropped: readonly string[], action: () => void) => {
    if (!anyUnsaved(dropped)) action();
    else void confirm(leaveQuestion(t)).then((yes) => yes && action());
  };
  const names = tabs.map((tab) => tab.name);
  const ownTitle = usePageTitles();
  // The page's own title, else a stored tab's route's, else its name's menu title; a name the
  // catalogue lacks reads as itself.
  const titleOf = (tab: Tab) => {
    const route = findRoute(tab.path);
    const own = route && ownTitle(route.name);
    if (route) return t(own ?? route.title);
    return isTopicKey('menu', tab.name) ? t(`menu.${tab.name}`) : tab.name;
  };

  // The active tab in view, however many are open.
  useEffect(() => {
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, tabs.length]);
  // A mouse wheel (vertical) scrolls the strip sideways.
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX) || element.scrollWidth <= element.clientWidth) return;
      element.scrollLeft += event.deltaY;
      event.preventDefault();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  return (
    <Bar aria-label={t('common.tabs')}>
      <Strip ref={strip}>
        {tabs.map((tab) => {
          const title = titleOf(tab);
          return (
            <Item key={tab.name} $active={tab.name === active}>
              <Link to={tab.path} aria-current={tab.name === active ? 'page' : undefined}>
                {title}
              </Link>
              {tab.name !== 'home' && (
                <button type="button" aria-label={`${t('common.closeTab')} ${title}`} onClick={() => unlessUnsaved([tab.name], () => onClose(tab.name))}>
                  ×
                </button>
              )}
            </Item>
          );
        })}
      </Strip>
      <DropdownMenu.Root>
        <Trigger aria-label={t('common.tabActions')}>⋯</Trigger>
        <DropdownMenu.Portal>
          <Menu align="end">
            <DropdownMenu.Item onSelect={() => unlessUnsaved([active], onRefresh)}>{t('common.refresh')}</DropdownMenu.Item>
            <DropdownMenu.Item
              onSelect={() =>
                unlessUnsaved(
                  names.filter((name) => name !== active && name !== 'home'),
                  onCloseOthers,
                )
              }
            >
              {t('common.closeOthers')}
            </DropdownMenu.Item>
            <DropdownMenu.Item onSelect={() => unlessUnsaved([...names, active], onCloseAll)}>{t('common.closeAll')}</DropdownMenu.Item>
            <DropdownMenu.Separator />
            <DropdownMenu.Group aria-label={t('common.openPages')}>
              {tabs.map((tab) => (
                <DropdownMenu.Item
                  key={tab.name}
                  aria-current={tab.name === active ? 'page' : undefined}
                  onSelect={() => unlessUnsaved(tab.name === active ? [] : [active], () => void navigate(tab.path))}
                >
                  {titleOf(tab)}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          </Menu>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {confirmDialog}
    </Bar>
  );
}
