// The help centre on the demo data, in Chromium (issue 19): a recruiter approves a pending sign-up
// and sees the menu badge drop by one at once (no reload), rejects one with a reason; exports a
// project's enrolled list as CSV with the right rows; the help statistics draw their charts from
// the demo data and the tables say the server's numbers. Axe on each page; screenshots at 1280
// and 1920 px in E2E_SHOTS_DIR when it is set (models/screenshots.ts).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { apiGet } from './models/api';
import { seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import type { ConsoleLayout } from './models/console-layout';
import { HelpApplyPage, HelpDatasPage, HelpProjectDetailPage } from './models/help-pages';
import { signedIn } from './models/signed-in';
import { atConsoleWidths, shot } from './models/screenshots';
import { TOASTER } from './models/toasts';

let app: ConsoleApp;
let page: Page;
let layout: ConsoleLayout;

beforeAll(async () => {
  app = await startConsoleApp();
  ({ page, layout } = await signedIn(app, 'demo_hr'));
}, 120_000);
afterAll(() => app?.close());

const badge = () => layout.menu.getByLabel(/^待处理报名 \d+$/);
const badgeCount = async () => Number(await badge().textContent());
const pendingOnServer = async () => (await apiGet<{ count: number }>(app.origin, 'demo_hr', 'front/v1/company/help-user-plan-project?status=1')).count;

/**
 * Axe on the page without the toasts of earlier steps, so that each page is judged alone (a
 * toast's own contrast is checked with one showing in console-company.test.ts).
 */
const axeWithoutToasts = () => seriousViolations(page, {}, [TOASTER]);

/** The page at 1280 and 1920 px wide: nothing past the window (screenshots if asked for). */
async function screenshots(name: string): Promise<void> {
  expect(await atConsoleWidths(page, name)).toEqual([]);
}

describe('the sign-up centre', () => {
  it('approves a pending sign-up: the badge drops by one at once, without a reload', async () => {
    const before = await pendingOnServer();
    expect(before).toBeGreaterThan(2);
    await layout.openFromMenu('报名中心');
    const apply = new HelpApplyPage(page);
    await apply.rows();
    expect(await badgeCount()).toBe(before);
    await apply.main.getByRole('tab', { name: `待审核（${before}）`, exact: true }).waitFor();
    expect(await axeWithoutToasts()).toEqual([]);
    await screenshots('help-apply');

    // A reload would lose this mark.
    await page.evaluate(() => ((window as unknown as { helpMark: number }).helpMark = 1));
    const who = await apply.firstPending();
    await apply.approve(who);
    await page.waitForFunction((n) => document.querySelector('[aria-label^="待处理报名 "]')?.textContent === String(n), before - 1);
    expect(await page.evaluate(() => (window as unknown as { helpMark?: number }).helpMark)).toBe(1);
    await apply.main.getByRole('button', { name: `通过 ${who}`, exact: true }).waitFor({ state: 'detached' });
    expect(await pendingOnServer()).toBe(before - 1);
    await apply.tab('已通过').click();
    await (await apply.rows())
      .filter({ hasText: who.split(' ')[0]! })
      .first()
      .waitFor();
  });

  it('rejects a sign-up with a reason: required first, then the badge drops and the reason is listed', async () => {
    const apply = new HelpApplyPage(page);
    await apply.tab('待审核').click();
    const before = await pendingOnServer();
    await page.waitForFunction((n) => document.querySelector('[aria-label^="待处理报名 "]')?.textContent === String(n), before);
    const who = await apply.firstPending();
    const dialog = await apply.openReject(who);
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await dialog.getByText('请填写驳回原因').waitFor();
    expect(await axeWithoutToasts()).toEqual([]);
    await shot(page, `help-reject-dialog-1280.png`);
    await dialog.getByLabel('驳回原因').fill('本期名额已满，请关注下期计划');
    await dialog.getByText('14/200').waitFor();
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((n) => document.querySelector('[aria-label^="待处理报名 "]')?.textContent === String(n), before - 1);
    expect(await pendingOnServer()).toBe(before - 1);
    await apply.tab('已驳回').click();
    await (await apply.rows()).filter({ hasText: '本期名额已满，请关注下期计划' }).first().waitFor();
  });
});

describe('plans and projects', () => {
  it('lists the plans with their projects; the project form and detail pass axe', async () => {
    await layout.openFromMenu('帮扶计划');
    const main = page.getByRole('main');
    await main.getByRole('table', { name: '春季就业援助月行动的项目' }).waitFor();
    expect(await axeWithoutToasts()).toEqual([]);
    await screenshots('help-plan');

    await main.getByRole('button', { name: '编辑 电商客服技能培训' }).click();
    await layout.pageHeading('编辑帮扶项目').waitFor();
    await page.getByLabel('项目名称').waitFor();
    expect(await page.getByLabel('项目名称').inputValue()).toBe('电商客服技能培训');
    await page.getByLabel('联系电话').fill('2380013800');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('联系电话须为以1开头的11位手机号').waitFor();
    expect(await axeWithoutToasts()).toEqual([]);
    await screenshots('help-project-edit');
    await page.getByLabel('联系电话').fill('13800138002');
    await page.getByRole('button', { name: '保存' }).click();
    await layout.pageHeading('电商客服技能培训').waitFor();
  });

  it("exports the project's enrolled list as CSV with the enrolled people's rows", async () => {
    const detail = new HelpProjectDetailPage(page);
    const table = detail.enrolledTable();
    await table.locator('tbody tr').first().waitFor();
    expect(await axeWithoutToasts()).toEqual([]);
    await screenshots('help-project-detail');
    const id = new URL(page.url()).searchParams.get('id');
    const enrolled = await apiGet<{ list: { userName: string; userMobile: string | null }[] }>(app.origin, 'demo_hr', `front/v1/help/project/${id}/enrolled`);
    expect(enrolled.list.length).toBeGreaterThan(3);

    const download = await detail.exportCsv();
    expect(download.suggestedFilename()).toBe('电商客服技能培训-在册名单.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('报名人,手机号,帮扶进度,报名时间,入册时间,培训完成,就业时间');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(enrolled.list.map((p) => `${p.userName},${p.userMobile ?? ''}`));
    expect(lines.slice(1).every((line) => /,(已入册|已培训|已就业),/.test(line))).toBe(true);
  });
});

describe('the help statistics', () => {
  it('draws the three charts from the demo data; the tables say the same numbers as the server', async () => {
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/front/v1/help/statistics');
    await layout.openFromMenu('帮扶统计');
    const query = new URL((await answered).url()).search;
    const stats = await apiGet<{
      totals: Record<string, number>;
      timeline: ({ period: string } & Record<string, number>)[];
      byProject: ({ title: string } & Record<string, number>)[];
      outcome: Record<string, number>;
    }>(app.origin, 'demo_hr', `front/v1/help/statistics${query}`);
    expect(stats.totals.signups).toBeGreaterThan(20);

    const datas = new HelpDatasPage(page);
    for (const chart of ['帮扶人数趋势', '各项目帮扶人数', '帮扶结果分布']) {
      await datas.chart(chart).locator('svg path').first().waitFor({ state: 'attached' });
      expect(await datas.pathCount(chart)).toBeGreaterThan(3);
    }
    const events = ['signups', 'enrolled', 'trained', 'employed', 'rejected'];
    expect(await datas.table('help-timeline-table')).toEqual(stats.timeline.map((row) => [row.period, ...events.map((e) => String(row[e]))]));
    expect(await datas.table('help-project-table')).toEqual(stats.byProject.map((row) => [row.title, ...events.map((e) => String(row[e]))]));
    const outcomes = [
      ['待审核', 'pending'],
      ['已入册', 'enrolled'],
      ['已培训', 'trained'],
      ['已就业', 'employed'],
      ['已驳回', 'rejected'],
    ];
    expect(await datas.table('help-outcome-table')).toEqual(outcomes.map(([label, key]) => [label!, String(stats.outcome[key!])]));
    for (const event of events) expect(await page.locator(`[data-total="${event}"]`).textContent()).toBe(String(stats.totals[event]));
    expect(await axeWithoutToasts()).toEqual([]);
    await screenshots('help-datas');

    // By week: more periods, each a Monday.
    const weekly = page.waitForResponse((res) => new URL(res.url()).pathname === '/front/v1/help/statistics' && res.url().includes('unit=week'));
    await page.getByLabel('统计粒度').selectOption('week');
    const weeks = (await (await weekly).json()).data.timeline as { period: string }[];
    expect(weeks.length).toBeGreaterThan(20);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="help-timeline-table"] tbody tr').length === n, weeks.length);
    expect((await datas.table('help-timeline-table'))[0]![0]).toBe(`${weeks[0]!.period} 当周`);
  });
});

describe('in the other languages', () => {
  it.each([
    ['en-US', 'Sign-up centre', 'Pending (', 'Person', 'People helped over time'],
    ['zh-TW', '報名中心', '待審核（', '報名人', '幫扶人數趨勢'],
  ])('%s: the sign-up centre and the statistics speak it and pass axe', async (locale, title, tab, column, chart) => {
    await page.evaluate((lang) => localStorage.setItem('ec-console-locale', lang), locale);
    await page.goto(app.url('/help/apply'));
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: title, level: 1 }).waitFor();
    await main.getByRole('columnheader', { name: column, exact: true }).waitFor();
    expect(await main.getByRole('tab').first().textContent()).toContain(tab);
    expect(await axeWithoutToasts()).toEqual([]);
    await screenshots(`help-apply-${locale}`);
    await page.goto(app.url('/help/datas'));
    await main.getByRole('img', { name: chart }).locator('svg path').first().waitFor({ state: 'attached' });
    expect(await axeWithoutToasts()).toEqual([]);
    await screenshots(`help-datas-${locale}`);
  });
});
