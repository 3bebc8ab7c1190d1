// An accessibility check with axe-core in Chromium (docs/development.md §5, rule 12): the login
// page and the home page of a signed-in recruiter have no serious or critical violations, colour
// contrast included.
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { LoginPage } from './models/login-page';

let app: ConsoleApp;
let page: Page;

beforeAll(async () => {
  app = await startConsoleApp();
  page = await app.newPage();
}, 120_000);
afterAll(() => app?.close());

describe('accessibility (axe-core, serious and critical)', () => {
  it('finds none on the login page', async () => {
    await page.goto(app.url('/login'));
    await new LoginPage(page).ready();
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });

  it('finds none on the union sign-in and password reset pages', async () => {
    for (const [path, heading] of [
      ['/loginByUnion', '工会会员登录'],
      ['/resetPass', '重置密码'],
    ] as const) {
      await page.goto(app.url(path));
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(describeViolations(await seriousViolations(page))).toEqual([]);
    }
  });

  it("finds none on a signed-in recruiter's home page", async () => {
    await page.goto(app.url('/login'));
    await new LoginPage(page).signIn('demo_hr');
    const layout = await new ConsoleLayout(page).ready();
    await layout.pageHeading('首页').waitFor();
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });
});
