// The side menu (spec §2): the visible, allowed routes, each with its icon; 150 wide, 50 collapsed
// (icons only, the full label as a tooltip). Items with an href open a new window; 消息 opens the
// chat modal over the current page (never a tab); the sign-up centre shows the pending help count.
// The same list fills the drawer on a phone (menu-drawer.tsx), never collapsed there.
import * as Tooltip from '@radix-ui/react-tooltip';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useHref } from 'react-router-dom';
import styled from 'styled-components';
import { visuallyHidden } from '../ui/visually-hidden';
import type { RouteDef } from '../routes';
import { menuIconOf } from './menu-icons';
import { MenuTooltip } from './menu-tooltip';

export const MENU_WIDTH = 150;
export const MENU_COLLAPSED_WIDTH = 50;
const MENU_BACKGROUND = '#304156';
/** Past this the badge reads "99+" (its label keeps the exact count). */
const BADGE_MAX = 99;

/** The menu docked beside the page (wide windows). */
export const MenuRail = styled.aside<{ $collapsed: boolean }>`
  width: ${(p) => (p.$collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH)}px;
  flex: none;
  background: ${MENU_BACKGROUND};
  overflow: hidden auto;
  transition: width 0.2s;
`;

const Nav = styled.nav<{ $collapsed: boolean }>`
  background: ${MENU_BACKGROUND};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: ${(p) => (p.$collapsed ? 'center' : 'flex-start')};
    gap: 10px;
    min-height: 44px;
    padding: ${(p) => (p.$collapsed ? '0' : '6px 12px')};
    box-sizing: border-box;
    color: #bfcbd9;
    text-decoration: none;
    font-size: 14px;
    line-height: 18px;
  }
  a:hover,
  a.active {
    color: #409eff;
    background: #263445;
  }
  a:focus-visible {
    outline: 2px solid #409eff;
    outline-offset: -2px;
  }
  .icon {
    flex: none;
  }
  /* Long labels (English) wrap within the menu rather than run to its edge. */
  .label {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .label[data-hidden] {
    ${visuallyHidden}
  }
`;
const Badge = styled.span<{ $collapsed: boolean }>`
  flex: none;
  min-width: 16px;
  padding: 0 4px;
  box-sizing: border-box;
  border-radius: 8px;
  background: #d03a3a;
  color: #fff;
  font-size: 11px;
  line-height: 16px;
  text-align: center;
  ${(p) => (p.$collapsed ? 'position: absolute; top: 4px; right: 3px;' : '')}
`;

export interface SideMenuProps {
  items: readonly RouteDef[];
  collapsed: boolean;
  helpCount: number;
  onOpenChat(): void;
  /** After any entry is chosen (the drawer closes). */
  onNavigate?(): void;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The messages item: a link to its route (new window, copy link) whose click opens the chat. */
function ChatItem({ route, onOpenChat, onNavigate, children }: { route: RouteDef; onOpenChat(): void; onNavigate?(): void; children: ReactNode }) {
  const href = useHref(route.path);
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        onOpenChat();
      }}
    >
      {children}
    </a>
  );
}

export function SideMenu({ items, collapsed, helpCount, onOpenChat, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  return (
    <Tooltip.Provider delayDuration={200}>
      <Nav aria-label={t('common.mainMenu')} $collapsed={collapsed}>
        <ul>
          {items.map((route) => {
            const title = t(route.title);
            const Icon = menuIconOf(route.name);
            const content = (
              <>
                <Icon className="icon" size={18} strokeWidth={1.75} aria-hidden="true" />
                <span className="label" data-menu-label="" data-hidden={collapsed ? '' : undefined}>
                  {title}
                </span>
                {route.name === 'HelpManage' && helpCount > 0 && (
                  <Badge $collapsed={collapsed} aria-label={`${t('common.helpPending')} ${helpCount}`}>
                    {helpCount > BADGE_MAX ? `${BADGE_MAX}+` : helpCount}
                  </Badge>
                )}
              </>
            );
            const entry = route.opensChat ? (
              <ChatItem route={route} onOpenChat={onOpenChat} onNavigate={onNavigate}>
                {content}
              </ChatItem>
            ) : route.href ? (
              <a href={route.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
                {content}
              </a>
            ) : (
              <NavLink to={route.path} onClick={onNavigate}>
                {content}
              </NavLink>
            );
            return (
              <li key={route.name}>
                <MenuTooltip label={title} enabled={collapsed}>
                  {entry}
                </MenuTooltip>
              </li>
            );
          })}
        </ul>
      </Nav>
    </Tooltip.Provider>
  );
}
