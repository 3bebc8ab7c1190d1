// The side menu (spec §2): the visible, allowed routes; 150 wide, 50 collapsed. Items with an
// href open a new window; 消息 opens the chat modal over the current page (never a tab); the
// sign-up centre shows the pending help count.
import { useTranslation } from 'react-i18next';
import { NavLink, useHref } from 'react-router-dom';
import styled from 'styled-components';
import type { RouteDef } from '../routes';

export const MENU_WIDTH = 150;
export const MENU_COLLAPSED_WIDTH = 50;

const Aside = styled.aside<{ $collapsed: boolean }>`
  width: ${(p) => (p.$collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH)}px;
  flex: none;
  background: #304156;
  overflow: hidden auto;
  transition: width 0.2s;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    height: 44px;
    padding: 0 12px;
    color: #bfcbd9;
    text-decoration: none;
    font-size: 14px;
    white-space: nowrap;
    overflow: hidden;
  }
  a:hover,
  a.active {
    color: #409eff;
    background: #263445;
  }
`;
const Badge = styled.span`
  min-width: 16px;
  padding: 0 5px;
  border-radius: 8px;
  background: #d03a3a;
  color: #fff;
  font-size: 12px;
  line-height: 16px;
  text-align: center;
`;

export interface SideMenuProps {
  items: readonly RouteDef[];
  collapsed: boolean;
  helpCount: number;
  onOpenChat(): void;
}

/** The messages item: a link to its route (new window, copy link) whose click opens the chat. */
function ChatItem({ route, title, label, onOpenChat }: { route: RouteDef; title: string; label: string; onOpenChat(): void }) {
  const href = useHref(route.path);
  return (
    <a
      href={href}
      title={title}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpenChat();
      }}
    >
      {label}
    </a>
  );
}

export function SideMenu({ items, collapsed, helpCount, onOpenChat }: SideMenuProps) {
  const { t } = useTranslation();
  return (
    <Aside $collapsed={collapsed}>
      <nav aria-label={t('common.mainMenu')}>
        <ul>
          {items.map((route) => {
            const title = t(route.title);
            const label = collapsed ? title.slice(0, 2) : title;
            const badge =
              route.name === 'HelpManage' && helpCount > 0 ? <Badge aria-label={`${t('common.helpPending')} ${helpCount}`}>{helpCount}</Badge> : null;
            return (
              <li key={route.name}>
                {route.opensChat ? (
                  <ChatItem route={route} title={title} label={label} onOpenChat={onOpenChat} />
                ) : route.href ? (
                  <a href={route.href} target="_blank" rel="noopener noreferrer" title={title}>
                    {label}
                  </a>
                ) : (
                  <NavLink to={route.path} title={title}>
                    {label}
                    {badge}
                  </NavLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </Aside>
  );
}
