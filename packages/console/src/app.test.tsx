// The app root without a session: every page but the sign-in ones goes to the login page, keeping the
// target; `/` goes to the job list first.
import { cleanup, render, screen } from '@testing-library/react';
import { App } from './app';
import { here, visit } from '../test/location';
import { messages as enUS } from './locales/en-US';
import { messages as zhTW } from './locales/zh-TW';

/** The sign-in page's title (its route's menu key) in the two languages loaded as chunks. */
const LOGIN_TITLE = { 'en-US': enUS.menu.login, 'zh-TW': zhTW.menu.login };

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

it('speaks the stored language, and says so: the page’s lang and its title', async () => {
  localStorage.setItem('ec-console-locale', 'en-US');
  visit('/login');
  render(<App />);
  expect(await screen.findByRole('heading', { name: 'Company sign-in' })).toBeTruthy();
  expect(document.documentElement.lang).toBe('en-US');
  expect(document.title).toBe(`Employment Cloud - ${LOGIN_TITLE['en-US']}`);
});

it('titles a public page in zh-TW and marks the page zh-TW', async () => {
  localStorage.setItem('ec-console-locale', 'zh-TW');
  visit('/login');
  render(<App />);
  await screen.findByRole('heading', { name: '企業登入' });
  expect(document.documentElement.lang).toBe('zh-TW');
  expect(document.title).toBe(`就業雲 - ${LOGIN_TITLE['zh-TW']}`);
});
