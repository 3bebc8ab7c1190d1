// The talent pages side by side (招人, 人才库, 我的收藏, 已沟通, 工会推荐): three of them are
// hidden from the menu, so this is their way in.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { pathOf } from '../../routes';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-bottom: 12px;
  font-size: 14px;
  a {
    color: #303133;
    text-decoration: none;
    padding-bottom: 4px;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] {
    color: #1d5fc4;
    border-bottom-color: #1d5fc4;
  }
`;

const PAGES = (['zhaorenIndex', 'niurenIndex', 'collectionIndex', 'communicationIndex', 'recommendIndex'] as const).map(
  (name) => [pathOf(name), `menu.${name}`] as const,
);

export function TalentNav() {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t('talent.nav')}>
      {PAGES.map(([path, title]) => (
        <NavLink key={path} to={path}>
          {t(title)}
        </NavLink>
      ))}
    </Nav>
  );
}
