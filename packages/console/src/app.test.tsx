// The app root without a session: every page but the sign-in ones goes to the login page, keeping the
// target; `/` goes to the job list first.
import { cleanup, render, screen } from '@testing-library/react';
import { App } from './app';
import { here, visit } from '../test/location';

afterEach(cleanup);
beforeEach(() => localStorage.setItem('ec-console-locale', 'zh-CN'));

it('sends a visitor without a token from / to login, keeping the job list as the target', async () => {
  visit('/');
  render(<App />);
  expect(await screen.findByRole('heading', { name: '企业登录' })).toBeTruthy();
  expect(here()).toBe('/login?redirect=%2Fzhiwei%2Findex');
});

it('shows the rules page without a token', async () => {
  visit('/rule');
  render(<App />);
  // The page itself (its text comes from the server, which this test has not: rule-page.test.tsx reads it).
  expect(await screen.findByRole('link', { name: '返回登录' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: '企业登录' })).toBeNull();
  expect(here()).toBe('/rule');
});

it('speaks the stored language', async () => {
  localStorage.setItem('ec-console-locale', 'en-US');
  visit('/login');
  render(<App />);
  expect(await screen.findByRole('heading', { name: 'Company sign-in' })).toBeTruthy();
});
