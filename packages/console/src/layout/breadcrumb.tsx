// The breadcrumb from route titles: home, a hidden page's menu page, then the current page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_PATH, routes, type RouteDef } from '../routes';

const Nav = styled.nav`
  font-size: 14px;
  color: #5a6d85;
  ol {
    display: flex;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-right: 8px;
    color: #c0c4cc;
  }
  a {
    color: #303133;
    text-decoration: none;
  }
`;

export function Breadcrumb({ current }: { current: RouteDef }) {
  const { t } = useTranslation();
  const parent = current.parent ? routes.find((route) => route.name === current.parent) : undefined;
  return (
    <Nav aria-label={t('common.breadcrumb')}>
      <ol>
        {current.name !== 'home' && (
          <li>
            <Link to={HOME_PATH}>{t('menu.home')}</Link>
          </li>
        )}
        {parent && (
          <li>
            <Link to={parent.path}>{t(parent.title)}</Link>
          </li>
        )}
        <li aria-current="page">{t(current.title)}</li>
      </ol>
    </Nav>
  );
}
