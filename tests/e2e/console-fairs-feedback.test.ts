// Job fairs, feedback, the agreement and the rules on the demo data, in Chromium (issue 19): a
// main admin signs the company up to a 报名中 fair with a job, sees it on the detail page with its
// booth, cancels (confirmed); sends feedback with a screenshot and sees it listed; the agreement
// and the rules show the server's text (printing hides the console around it). Axe on each page;
// screenshots at 1280 and 1920 px in E2E_SHOTS_DIR when it is set; in en-US no raw catalogue key.
import type { Page } from 'playwright-core';
import { apiGet } from './models/api';
import { seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import type { ConsoleLayout } from './models/console-layout';
import { FairDetailPage, FairListPage } from './models/fair-pages';
import { DocumentPage, FeedbackPage } from './models/feedback-pages';
import { confirmAction } from './models/recruiting-pages';
import { signedIn } from './models/signed-in';
import { TOASTER } from './models/toasts';
import { atConsoleWidths, shot } from './models/screenshots';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const RAW_KEY = /\b(?:fairs|feedback|documents|menu|kit|api|common)\.[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)?\b/;
const FAIR = '宝安区先进制造业人才专场招聘会';

let app: ConsoleApp;
let page: Page;
let layout: ConsoleLayout;

beforeAll(async () => {
  app = await startConsoleApp();
  ({ page, layout } = await signedIn(app, 'demo_admin'));
}, 120_000);
afterAll(() => app?.close());

async function screenshots(name: string): Promise<void> {
  expect(await atConsoleWidths(page, name)).toEqual([]);
}

describe('job fairs', () => {
  it('signs the company up to a 报名中 fair with a job; the detail shows the booth and the job', async () => {
    await layout.openFromMenu('招聘会');
    const fairs = new FairListPage(page);
    expect(await (await fairs.row(FAIR)).textContent()).toContain('未报名');
    expect(await seriousViolations(page, {}, [TOASTER])).toEqual([]);
    await screenshots('fairs-list');

    const dialog = await fairs.openSignUp(FAIR);
    await dialog.getByRole('button', { name: '确认报名' }).click();
    await dialog.getByText('请至少选择一个岗位').waitFor();
    expect(await seriousViolations(page, {}, [TOASTER])).toEqual([]);
    await shot(page, `fairs-signup-dialog-1280.png`);
    const job = (await dialog.getByRole('checkbox').first().locator('xpath=..').textContent())!;
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: '确认报名' }).click();
    await dialog.waitFor({ state: 'detached' });
    const toast = page.getByText('报名成功，展位号 A-02');
    await toast.waitFor();
    await (await fairs.row(FAIR)).getByText('已报名 · 展位 A-02').waitFor();

    await fairs.openDetail(FAIR);
    await layout.pageHeading(FAIR).waitFor();
    const detail = new FairDetailPage(page);
    expect(await detail.booth().textContent()).toBe('A-02');
    expect(await detail.jobs()).toEqual([job]);
    await detail.applications();
    expect(await seriousViolations(page, {}, [TOASTER])).toEqual([]);
    await screenshots('fairs-detail-signed-up');
  });

  it('cancels the sign-up after confirming', async () => {
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '取消报名', exact: true }).click();
    await page.getByRole('alertdialog').getByText(`确定取消报名“${FAIR}”吗？`).waitFor();
    await confirmAction(page, '取消报名');
    await main.getByText('本企业尚未报名该招聘会。').waitFor();
    const server = await apiGet<{ list: { signedUp: boolean }[] }>(app.origin, 'demo_admin', `front/v1/fair?keyword=${encodeURIComponent('宝安区')}`);
    expect(server.list[0]!.signedUp).toBe(false);
  });

  it("shows a running fair's applications with 沟通", async () => {
    await page.goto(app.url('/qiye/zhaopinhui/index'));
    const fairs = new FairListPage(page);
    await fairs.openDetail('深圳市总工会“职引未来”线上招聘月');
    const detail = new FairDetailPage(page);
    expect(await detail.booth().textContent()).toBe('W-03');
    const table = await detail.applications();
    expect(await table.locator('tbody tr').count()).toBe(6);
    await table
      .getByRole('button', { name: /^沟通 / })
      .first()
      .waitFor();
    expect(await seriousViolations(page, {}, [TOASTER])).toEqual([]);
    await screenshots('fairs-detail-running');
  });

  it('keeps the detail in its tab: nothing asked for it on other pages, the same fair shown on return', async () => {
    const asked: string[] = [];
    const record = (request: { url(): string }) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/front/v1/fair/')) asked.push(path);
    };
    page.on('request', record);
    await layout.openFromMenu('意见反馈');
    await layout.pageHeading('意见反馈').waitFor();
    await layout.openFromMenu('招聘会');
    await new FairListPage(page).row('深圳市总工会“职引未来”线上招聘月');
    page.off('request', record);
    expect(asked).toEqual([]);
    await layout.switchToTab('招聘会详情');
    await layout.pageHeading('深圳市总工会“职引未来”线上招聘月').waitFor();
    expect(await new FairDetailPage(page).booth().textContent()).toBe('W-03');
  });
});

describe('feedback', () => {
  it('sends feedback with a screenshot and lists it first, pending', async () => {
    await layout.openFromMenu('意见反馈');
    const feedback = new FeedbackPage(page);
    await feedback.history();
    expect(await seriousViolations(page, {}, [TOASTER])).toEqual([]);
    await screenshots('feedback');

    const text = '招聘会详情页希望能导出候选人名单。';
    await feedback.fill('功能建议', text, '13800138000');
    await feedback.counter().getByText(`${text.length}/500`).waitFor();
    await feedback.addScreenshot({ name: 'fair.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await feedback.submit();
    const toast = page.getByText('感谢您的反馈，我们会尽快处理');
    await toast.waitFor();
    const first = (await feedback.history()).locator('tbody tr').first();
    await first.getByText(text).waitFor();
    expect(await first.textContent()).toContain('待处理');
    const shot = first.getByRole('img', { name: '反馈截图 fair.png' });
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 1, await shot.elementHandle());
    expect(await seriousViolations(page, {}, [TOASTER])).toEqual([]);
    await screenshots('feedback-sent');
  });
});

describe('documents', () => {
  it("shows the server's agreement, printable without the console around it", async () => {
    const doc = await apiGet<{ title: string; sections: { heading: string }[] }>(app.origin, 'demo_admin', 'front/v1/common/document/agreement');
    await page.goto(app.url('/agreement/index'));
    const agreement = new DocumentPage(page);
    await agreement.title().getByText(doc.title).waitFor();
    expect(await agreement.sectionHeadings()).toEqual(doc.sections.map((s) => s.heading));
    expect(await seriousViolations(page, {}, [TOASTER])).toEqual([]);
    await screenshots('agreement');
    await page.emulateMedia({ media: 'print' });
    expect(await layout.menu.isVisible()).toBe(false);
    expect(await agreement.title().isVisible()).toBe(true);
    expect(await agreement.article.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });

  it("shows the server's rules without a session", async () => {
    const visitor = await app.newPage();
    await visitor.goto(app.url('/rule'));
    const rules = new DocumentPage(visitor);
    await rules.title().getByText('平台企业招聘规则').waitFor();
    expect((await rules.sectionHeadings()).length).toBeGreaterThanOrEqual(4);
    expect(await seriousViolations(visitor)).toEqual([]);
    for (const width of [1280, 1920]) {
      await visitor.setViewportSize({ width, height: 900 });
      await shot(visitor, `rule-${width}.png`, { fullPage: true });
    }
    await visitor.getByRole('link', { name: '返回登录' }).waitFor();
    await visitor.context().close();
  });
});

describe('in en-US', () => {
  it.each([
    ['/qiye/zhaopinhui/index', 'Job fairs'],
    ['/yijian/index', 'Past feedback'],
    ['/agreement/index', 'Company User Service Agreement'],
  ])('%s shows no raw catalogue key', async (path, text) => {
    await page.evaluate(() => localStorage.setItem('ec-console-locale', 'en-US'));
    await page.goto(app.url(path));
    await page
      .getByRole('main')
      .getByText(text, { exact: true })
      .first()
      .waitFor()
      .catch(async (e) => {
        await shot(page, `en-${path.split('/')[1]}-failed.png`);
        throw e;
      });
    await page.waitForLoadState('networkidle');
    const body = await page.locator('body').innerText();
    expect(RAW_KEY.exec(body)?.[0] ?? null).toBeNull();
    await shot(page, `en-${path.split('/')[1]}-1280.png`, { fullPage: true });
  });
});
