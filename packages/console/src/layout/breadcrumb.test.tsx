// The breadcrumb: home, then a hidden page's menu page (a link), then the page itself.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initTestI18n } from '../../test/console-i18n';
import { findRoute } from '../routes';
import { Breadcrumb } from './breadcrumb';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const trail = (path: string) => {
  render(
    <MemoryRouter>
      <Breadcrumb current={findRoute(path)!} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: '面包屑' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => `${item.textContent}${item.querySelector('a') ? `→${item.querySelector('a')!.getAttribute('href')}` : ''}`);
};

it('shows a hidden form page under its list: 首页 / 职位管理 / 新增/编辑职位', () => {
  expect(trail('/zhiwei/edit')).toEqual(['首页→/home', '职位管理→/zhiwei/index', '新增/编辑职位']);
});

it('shows a menu page under home only, and home alone', () => {
  expect(trail('/jianli/index')).toEqual(['首页→/home', '简历投递']);
  cleanup();
  expect(trail('/home')).toEqual(['首页']);
});

it('gives every hidden page of the menu area a parent that exists', () => {
  for (const path of ['/ziliao/edit', '/name/card', '/mycompany/edit', '/help/project-edit', '/collection/index']) {
    cleanup();
    expect(trail(path)).toHaveLength(3);
  }
});
