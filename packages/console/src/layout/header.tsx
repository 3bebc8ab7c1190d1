// The top header (spec §2): logo and platform title, menu toggle, unread count, the user name
// linking to personal info, the language switch and logout. On a phone the menu button opens the
// menu's drawer, and the messages, language and logout buttons shrink to their icons so that the
// user's name still fits.
import { LogOut, Menu, MessageSquare, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { visuallyHidden } from '../ui/visually-hidden';
import type { Locale } from '../locales/catalogue';
import { LanguageMenu } from './language-menu';
import { NARROW_WINDOW } from './use-media-query';
import { pathOf } from '../routes';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  height: 56px;
  padding: 0 16px;
  background: #fff;
  border-bottom: 1px solid #e4e7ed;
  h1 {
    font-size: 18px;
    margin: 0;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .spacer {
    flex: 1;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font: inherit;
    cursor: pointer;
    border: 0;
    background: none;
    color: #1a66c9;
  }
  a,
  button {
    white-space: nowrap;
  }
  .toggle {
    padding: 8px;
    color: #606266;
  }
  .icon {
    display: none;
  }
  /* A phone: the logo without the platform's name, the buttons as icons, tighter gaps; the user's
     name stays, cut with an ellipsis when long. */
  @media ${NARROW_WINDOW} {
    gap: 8px;
    padding: 0 8px;
    .user {
      min-width: 0;
      max-width: 96px;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .icon {
      display: inline;
    }
    h1 .name,
    .text {
      ${visuallyHidden}
    }
  }
`;
const Logo = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 6px;
  background: #1a66c9;
  color: #fff;
  font-size: 14px;
`;

export interface HeaderProps {
  userName: string;
  unread: number;
  /** A phone: the menu is a drawer, which the menu button opens. */
  narrow: boolean;
  /** The menu is shown whole: not collapsed (wide), or its drawer open (narrow). */
  menuExpanded: boolean;
  locale: Locale;
  onToggleMenu(): void;
  onLocale(locale: Locale): void;
  onOpenChat(): void;
  onLogout(): void;
}

function MenuIcon({ narrow, expanded }: { narrow: boolean; expanded: boolean }) {
  const Icon = narrow ? Menu : expanded ? PanelLeftClose : PanelLeftOpen;
  return <Icon size={20} aria-hidden="true" />;
}

export function Header({ userName, unread, narrow, menuExpanded, locale, onToggleMenu, onLocale, onOpenChat, onLogout }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Bar>
      <h1>
        <Logo aria-hidden="true">{t('common.productTitle').slice(0, 1)}</Logo>
        <span className="name">{t('common.platformTitle')}</span>
      </h1>
      <button
        type="button"
        className="toggle"
        onClick={onToggleMenu}
        aria-expanded={menuExpanded}
        aria-haspopup={narrow ? 'dialog' : undefined}
        aria-label={menuExpanded && !narrow ? t('common.collapseMenu') : t('common.expandMenu')}
      >
        <MenuIcon narrow={narrow} expanded={menuExpanded} />
      </button>
      <span className="spacer" />
      <button type="button" onClick={onOpenChat} aria-label={`${t('common.unread')} ${unread}`}>
        <MessageSquare className="icon" size={18} aria-hidden="true" />
        <span className="text">{t('menu.communicateIndex')}</span> {unread > 0 && <strong>{unread}</strong>}
      </button>
      <LanguageMenu locale={locale} onLocale={onLocale} />
      <Link className="user" to={pathOf('ziliaoIndex')} title={userName}>
        {userName}
      </Link>
      <button type="button" onClick={onLogout}>
        <LogOut className="icon" size={18} aria-hidden="true" />
        <span className="text">{t('common.logout')}</span>
      </button>
    </Bar>
  );
}
