// The app root without a session: every page but the sign-in ones goes to the login page, keeping the
// target; `/` goes to the job list first.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app';
import { routeObjects } from './router';

afterEach(cleanup);
beforeEach(() => localStorage.setItem('ec-console-locale', 'zh-CN'));

it('sends a visitor without a token from / to login, keeping the job list as the target', async () => {
  const router = createMemoryRouter(routeObjects(), { initialEntries: ['/'] });
  render(<App router={router} />);
  expect(await screen.findByRole('heading', { name: '企业登录' })).toBeTruthy();
  expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Fzhiwei%2Findex');
});

it('shows the rules page without a token', async () => {
  const router = createMemoryRouter(routeObjects(), { initialEntries: ['/rule'] });
  render(<App router={router} />);
  expect(await screen.findByRole('heading', { name: '平台规则' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/rule');
});

it('speaks the stored language', async () => {
  localStorage.setItem('ec-console-locale', 'en-US');
  render(<App router={createMemoryRouter(routeObjects(), { initialEntries: ['/rule'] })} />);
  expect(await screen.findByRole('heading', { name: 'Platform rules' })).toBeTruthy();
});
