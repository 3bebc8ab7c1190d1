// When the session's chunk cannot be loaded (a deploy replaced it, the network dropped), a user
// with a token gets the reload prompt instead of "loading" forever.
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/live-app';
import { setToken } from './token';

jest.mock('./session-actor', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('shows the reload prompt when the session chunk fails to load', async () => {
  setToken('a-token');
  renderApp('/zhiwei/index');
  expect(await screen.findByText('页面加载超时，请刷新重试')).toBeTruthy();
  expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
});
