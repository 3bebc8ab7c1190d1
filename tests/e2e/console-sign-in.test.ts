// Signing in to the console in Chromium (docs/console.md §4, issue 8): a page asked for without a
// session leads to the login page, a wrong password is refused in the form, the right one
// returns to the page asked for with the user's name in the header. A returning user's page
// fetches the layout's and the page's chunks while the user's info is still on its way (the
// console's README, "How a page loads"), not after it.
import type { Page } from 'playwright-core';
import { userInfoOf } from './models/api';
import { CONSOLE_BASE, startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { LoginPage } from './models/login-page';

let app: ConsoleApp;
let page: Page;

beforeAll(async () => {
  app = await startConsoleApp();
  page = await app.newPage();
}, 120_000);
afterAll(() => app?.close());

describe('signing in', () => {
  it('sends a visitor without a session to the login page, keeping the page asked for', async () => {
    await page.goto(app.url('/zhiwei/index'));
    const login = await new LoginPage(page).ready();
    expect(new URL(page.url()).pathname).toBe(`${CONSOLE_BASE}/login`);
    expect(login.redirectTarget()).toBe('/zhiwei/index');
  });

  it('refuses a wrong password in the form and stays on the login page', async () => {
    const login = new LoginPage(page);
    await login.signIn('demo_hr', 'not-the-password');
    await login.error.waitFor();
    // The server's message (packages/server/src/http/i18n.ts 'auth.failed', zh-CN).
    expect(await login.error.textContent()).toBe('用户名或密码错误');
    expect(new URL(page.url()).pathname).toBe(`${CONSOLE_BASE}/login`);
    expect(login.redirectTarget()).toBe('/zhiwei/index');
  });

  it('signs demo_hr in and returns to the page asked for', async () => {
    await new LoginPage(page).signIn('demo_hr');
    await page.waitForURL((url) => url.pathname === `${CONSOLE_BASE}/zhiwei/index`);
    const layout = await new ConsoleLayout(page).ready();
    await layout.pageHeading('职位管理').waitFor();
    await layout.breadcrumbCurrent('职位管理').waitFor();
    const { name } = await userInfoOf(app.origin, 'demo_hr');
    await layout.userLink(String(name)).waitFor();
    expect(await page.title()).toBe('就业云 - 职位管理');
  });
});

describe('a returning user', () => {
  it("fetches the layout's and the page's chunks while the user's info is still on its way", async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('ec-console-token'));
    const returning = await app.newPage();
    // The user's info is held back until both chunks were asked for; before, they waited for it.
    let answer!: () => void;
    const bothAsked = new Promise<void>((resolve) => (answer = resolve));
    await returning.route('**/front/v1/user/info', async (route) => {
      await bothAsked;
      await route.continue();
    });
    await returning.goto(app.url('/login'));
    await returning.evaluate((value) => value && sessionStorage.setItem('ec-console-token', value), token);
    const asked = Promise.all(
      [/\/job-list-page-[^/]+\.js$/, /\/layout-[^/]+\.js$/].map((chunk) => returning.waitForRequest((request) => chunk.test(request.url()))),
    );
    await returning.goto(app.url('/zhiwei/index'));
    await asked;
    answer();
    await new ConsoleLayout(returning).pageHeading('职位管理').waitFor();
  });
});
