// The top header (spec §2): logo and platform title, menu toggle, unread count, the user name
// linking to personal info, the language switch and logout.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Locale } from '../locales/catalogue';
import { LanguageMenu } from './language-menu';

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
    font: inherit;
    cursor: pointer;
  }
  button {
    border: 0;
    background: none;
    color: #1a66c9;
  }
  a,
  button {
    white-space: nowrap;
  }
  /* A phone: the logo without the platform's name or the user's (personal info is in the menu), tighter gaps. */
  @media (max-width: 767px) {
    gap: 8px;
    padding: 0 8px;
    .user {
      display: none;
    }
    h1 .name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
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
  collapsed: boolean;
  locale: Locale;
  onToggleMenu(): void;
  onLocale(locale: Locale): void;
  onOpenChat(): void;
  onLogout(): void;
}

export function Header({ userName, unread, collapsed, locale, onToggleMenu, onLocale, onOpenChat, onLogout }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Bar>
      <h1>
        <Logo aria-hidden="true">{t('common.productTitle').slice(0, 1)}</Logo>
        <span className="name">{t('common.platformTitle')}</span>
      </h1>
      <button type="button" onClick={onToggleMenu} aria-expanded={!collapsed} aria-label={collapsed ? t('common.expandMenu') : t('common.collapseMenu')}>
        {collapsed ? '»' : '«'}
      </button>
      <span className="spacer" />
      <button type="button" onClick={onOpenChat} aria-label={`${t('common.unread')} ${unread}`}>
        {t('menu.communicateIndex')} {unread > 0 && <strong>{unread}</strong>}
      </button>
      <LanguageMenu locale={locale} onLocale={onLocale} />
      <Link className="user" to="/ziliao/index">
        {userName}
      </Link>
      <button type="button" onClick={onLogout}>
        {t('common.logout')}
      </button>
    </Bar>
  );
}
