// Signing in through the whole console against the real server (issue 8 "After login, return to
// the page that was asked for"): the guard sends a visitor to login keeping the target; the login
// form's token starts the session, which loads the user's access, and the target page opens in
// the layout. A session the server has ended (body code 401) ends here too, through the wired
// error policy: the visitor is back on the login page.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, resetAppAfterEach } from '../../test/live-app';
import { useLiveConsole } from '../../test/live-console';
import { request } from '../api/client';
import { here } from '../../test/location';
import { getToken, setToken } from './token';

const live = useLiveConsole();
resetAppAfterEach();

it('signs in with username and password and returns to the page that was asked for', async () => {
  renderApp('/jianli/index');
  await screen.findByRole('heading', { name: '企业登录' }, { timeout: 10_000 });
  expect(window.location.search).toBe('?redirect=%2Fjianli%2Findex');
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'demo_hr' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'demo1234' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })));
  const menu = await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 10_000 });
  expect(here()).toBe('/jianli/index');
  expect(within(menu).getAllByRole('link').length).toBeGreaterThan(5);
  expect(getToken()).toBeTruthy();
}, 30_000);

it('a session the server has ended (body 401) signs the user out here and shows the login page', async () => {
  setToken(await live().tokenOf('demo_hr'));
  renderApp('/zhiwei/index');
  await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 10_000 });
  // The server forgets the token (as when it expires): the next call answers body code 401.
  await fetch(`${live().origin}/front/v1/common/logout`, { method: 'POST', headers: { authorization: `Bearer ${getToken()}` } });
  await act(async () => void (await request('front/v1/user/info').catch(() => undefined)));
  await screen.findByRole('heading', { name: '企业登录' }, { timeout: 10_000 });
  await waitFor(() => expect(here().split('?')[0]).toBe('/login'));
  expect(getToken()).toBeNull();
}, 30_000);
