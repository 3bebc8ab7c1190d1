// The recruitment data and colleagues pages in Chromium (issue 19). The main admin adds a
// colleague and reads their one-time password; the colleague signs in in a second browser; the
// admin disables them and the colleague's next navigation lands on the login page, where signing
// in again says the account is disabled. The data page draws its charts from the demo data, a
// new range changes its numbers, and its CSV export holds the rows of its table. axe on both;
// nothing wider than the window at 1280 and 1920 px (screenshots with E2E_SHOTS_DIR).
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { ColleaguesPage, RecruitingDataPage, SHOWN_CHARTS } from './models/data-pages';
import { LoginPage } from './models/login-page';
import { signedIn } from './models/signed-in';
import { atConsoleWidths, shot } from './models/screenshots';
import { TOASTER, Toasts } from './models/toasts';

let app: ConsoleApp;
let admin: Page;
let adminLayout: ConsoleLayout;

beforeAll(async () => {
  app = await startConsoleApp();
  ({ page: admin, layout: adminLayout } = await signedIn(app, 'demo_admin'));
}, 120_000);
afterAll(() => app?.close());

async function shots(page: Page, name: string) {
  expect(await atConsoleWidths(page, name)).toEqual([]);
}

describe('colleagues (main admin)', () => {
  const colleague = { username: 'e2e_colleague', name: '测试同事', mobile: '13877776666' };
  let password = '';
  let colleaguePage: Page;

  it('lists the staff with card and status; passes axe', async () => {
    await adminLayout.openFromMenu('同事管理');
    const colleagues = await new ColleaguesPage(admin).ready();
    expect(await colleagues.row('demo_hr').first().textContent()).toContain('有名片');
    expect(await colleagues.row('demo_hr2').first().textContent()).toContain('无名片');
    expect(await colleagues.row('demo_hr_left').first().textContent()).toContain('停用');
    expect(describeViolations(await seriousViolations(admin, {}, [TOASTER]))).toEqual([]);
    await shots(admin, 'colleagues');
  });

  it('adds a colleague, whose one-time password signs them in in another browser', async () => {
    const colleagues = new ColleaguesPage(admin);
    password = await colleagues.add(colleague);
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    await colleagues.row(colleague.username).waitFor();
    colleaguePage = await app.newPage();
    await colleaguePage.goto(app.url('/login'));
    await (await new LoginPage(colleaguePage).ready()).signIn(colleague.username, password);
    const layout = await new ConsoleLayout(colleaguePage).ready();
    // A recruiter: no colleague management in their menu.
    expect(await layout.menuTitles()).not.toContain('同事管理');
  });

  it("disables them: the colleague's next navigation lands on the login page, which then refuses them clearly", async () => {
    await new ColleaguesPage(admin).setEnabled(colleague.name, false);
    // Its toast says so (the pages' axe leaves the toaster out: its colours are sonner's).
    const toast = new Toasts(admin).toast(`已停用 ${colleague.name}`);
    await toast.waitFor();
    expect(await new ColleaguesPage(admin).row(colleague.username).textContent()).toContain('停用');
    await new ConsoleLayout(colleaguePage).menuItem('职位管理').click();
    const login = await new LoginPage(colleaguePage).ready();
    await login.signIn(colleague.username, password);
    await login.error.filter({ hasText: '该账号已停用，请联系企业主账号' }).waitFor();
    await shot(colleaguePage, `colleague-disabled-login-1280.png`);
  });
});

describe('recruitment data', () => {
  it('draws its charts from the demo data; passes axe', async () => {
    await adminLayout.openFromMenu('招聘数据');
    const data = await new RecruitingDataPage(admin).ready();
    await admin.waitForFunction((charts) => [...document.querySelectorAll(charts)].every((c) => c.querySelectorAll('svg path').length > 0), SHOWN_CHARTS);
    const paths = await data.pathsPerChart();
    expect(paths).toHaveLength(3);
    for (const n of paths) expect(n).toBeGreaterThan(4);
    expect((await data.dailyCells()).length).toBe(1 + 30 + 1);
    expect(Number((await data.totals())[1])).toBeGreaterThan(0);
    expect(describeViolations(await seriousViolations(admin, {}, [TOASTER]))).toEqual([]);
    await shots(admin, 'datas');
    await data.byJob.scrollIntoViewIfNeeded();
    await shot(admin, `datas-tables-1280.png`);
  });

  it('shows other numbers for another range', async () => {
    const data = new RecruitingDataPage(admin);
    const month = await data.totals();
    await data.lastDays(7);
    const week = await data.totals();
    expect(Number(week[1])).toBeLessThan(Number(month[1]));
    await data.lastDays(90);
    expect(Number((await data.totals())[1])).toBeGreaterThan(Number(month[1]));
  });

  it('exports CSV files whose rows are the tables shown', async () => {
    const data = new RecruitingDataPage(admin);
    const daily = await data.export('导出按日数据');
    expect(daily.name).toMatch(/^recruiting-daily-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(daily.rows).toEqual(await data.dailyCells());
    const jobs = await data.export('导出按职位数据');
    expect(jobs.rows).toEqual(await data.jobCells());
    expect(jobs.rows.length).toBeGreaterThan(3);
  });
});

describe('in the other languages', () => {
  /**
   * No list is loading: a table being refreshed (after the language changed, say) shows its old
   * rows dimmed (aria-busy), and axe would judge the dimmed colours.
   */
  async function settled() {
    await admin.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  }

  async function language(name: 'English' | '繁體中文' | '简体中文') {
    await admin.getByRole('button', { name: /^(语言|語言|Language): / }).click();
    await admin.getByRole('menuitemradio', { name }).click();
  }

  it('shows the data page in English and the colleagues page in zh-TW; axe passes on both', async () => {
    await language('English');
    const data = new RecruitingDataPage(admin);
    await admin.getByRole('heading', { name: 'Recruiting funnel' }).waitFor();
    expect((await data.dailyCells())[0]).toEqual(['Day', 'Views', 'Submissions', 'Chats', 'Interviews', 'Hires']);
    expect((await data.jobCells()).at(-1)![0]).toBe('Total');
    await admin.getByRole('button', { name: 'Export daily data' }).waitFor();
    await settled();
    expect(describeViolations(await seriousViolations(admin, {}, [TOASTER]))).toEqual([]);
    await shots(admin, 'datas-en');

    await language('繁體中文');
    // The layout's own names are in zh-TW now: the side menu (主選單) and its item by its label.
    await admin.getByRole('navigation', { name: '主選單', exact: true }).getByRole('link', { name: '同事管理', exact: true }).click();
    const table = admin.getByRole('table', { name: '同事列表' });
    await table.getByRole('columnheader', { name: '使用者名稱' }).waitFor();
    expect(await table.locator('tbody tr').filter({ hasText: 'demo_hr2' }).textContent()).toContain('無名片');
    await settled();
    expect(describeViolations(await seriousViolations(admin, {}, [TOASTER]))).toEqual([]);
    await shots(admin, 'colleagues-zh-TW');
    await language('简体中文');
  });
});
