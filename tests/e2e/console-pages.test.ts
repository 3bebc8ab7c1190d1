// Every business page of the console on the demo data (issues 17 and 19), in Chromium: axe finds no
// serious or critical violation, no untranslated key shows and nothing runs past the window (no
// list's table scrolls sideways either) at 1280 and 1920 px (each page loaded once per language,
// the window resized). The main admin's pages are opened as demo_admin. The languages: zh-CN, and en-US, whose longer words are what may run past
// the window. zh-TW is left to the compiler: every key the console passes to t() is typed
// (src/i18n-keys.ts), and zh-TW's catalogue must have every zh-CN key, so none can show raw, and its
// words are as wide as zh-CN's. In en-US no Chinese shows but names and what users wrote: every run
// of Chinese characters on the page must be part of some text the server sent, other than the
// dictionary words it translates (issue 32, defect 4).
import type { Page, Response } from 'playwright-core';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { navigateInApp, type InAppNavigator } from './models/in-app-navigation';
import { signedIn } from './models/signed-in';

/** The pages of issue 17 with their zh-CN titles (the breadcrumb's last item). */
const PAGES: [path: string, title: string][] = [
  ['/home', '首页'],
  ['/zhiwei/index', '职位管理'],
  ['/zhiwei/edit', '新增/编辑职位'],
  ['/jianli/index', '简历投递'],
  ['/zhaoren/index', '招人'],
  ['/niuren/index', '人才库'],
  ['/interview/index', '面试记录'],
  ['/interview/index?view=calendar', '面试记录'],
  ['/communication/index', '已沟通'],
  ['/collection/index', '我的收藏'],
  ['/recommend/index', '工会推荐'],
  // demo_hr has a card: the page edits it.
  ['/name/card', '编辑招聘名片'],
  ['/ziliao/index', '个人资料'],
  ['/ziliao/edit', '编辑个人资料'],
  // Part three (issue 19); the detail pages get a demo record's id in beforeAll.
  ['/qiye/zhaopinhui/index', '招聘会'],
  ['/qiye/zhaopinhui/edit?id=FAIR', '招聘会详情'],
  ['/help/apply', '报名中心'],
  ['/help/plan', '帮扶计划'],
  ['/help/project-edit?id=PROJECT', '编辑帮扶项目'],
  ['/help/project-detail?id=PROJECT', '帮扶项目详情'],
  ['/help/datas', '帮扶统计'],
  ['/datas/index', '招聘数据'],
  ['/yijian/index', '意见反馈'],
  ['/agreement/index', '协议'],
];
/** The main admin's own pages (spec §6), as demo_admin. */
const ADMIN_PAGES: [path: string, title: string][] = [
  ['/friend/index', '同事管理'],
  ['/mycompany/info', '企业信息'],
  ['/mycompany/edit', '编辑企业信息'],
];
/** A catalogue key shown as is: `topic.key` of the console's topics. */
const RAW_KEY =
  /\b(?:common|menu|api|kit|jobs|home|submissions|talent|interviews|profile|interview|login|fairs|feedback|documents|help|datas|colleagues|company)\.[a-z][A-Za-z]+\b/;

let app: ConsoleApp;
let page: Page;
let admin: Page;
const ids = { FAIR: 0, PROJECT: 0 };

/** A demo record's id, read through the API with the page's session. */
async function firstId(from: Page, path: string, pick: (data: any) => number): Promise<number> {
  const token = await from.evaluate(() => sessionStorage.getItem('ec-console-token'));
  const body = (await (await fetch(`${app.origin}/${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: unknown };
  return pick(body.data);
}

beforeAll(async () => {
  app = await startConsoleApp();
  ({ page } = await signedIn(app, 'demo_hr'));
  ({ page: admin } = await signedIn(app, 'demo_admin'));
  ids.FAIR = await firstId(page, 'front/v1/fair?pageSize=1', (data) => data.list[0].id);
  ids.PROJECT = await firstId(page, 'front/v1/help/plan', (data) => data.list[0].projects[0].id);
}, 120_000);
afterAll(() => app?.close());

const withIds = (path: string) => path.replace(/FAIR|PROJECT/, (name) => String(ids[name as keyof typeof ids]));

/** Opens a page and waits until its content has loaded (nothing busy, no request running). */
async function visit(path: string, on = page): Promise<void> {
  await on.goto(app.url(withIds(path)));
  await on.getByRole('navigation', { name: /主菜单|Main menu/ }).waitFor();
  await on.waitForLoadState('networkidle');
  await on.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}

/** Answer fields that hold dictionary words, which the server gives in the reader's language. */
const DICTIONARY_FIELDS = new Set(['degree', 'workStatus', 'source', 'label', 'industry', 'scale']);
/** Shown in their own language in every locale: the language menu's choices. */
const OWN_NAMES = ['简体中文', '繁體中文'];
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;

/**
 * The texts of the API's answers to `on`: what users wrote and names, which may be Chinese in any
 * locale. Dictionary words are left out (welfare's are kept: they suggest a job's own tags).
 */
interface UserTexts {
  texts: Set<string>;
  /** Every answer received so far, read. */
  read(): Promise<unknown>;
}

function userTexts(on: Page): UserTexts {
  const texts = new Set<string>(OWN_NAMES);
  const reading = new Set<Promise<void>>();
  const collect = (value: unknown, key = '', welfare = false): void => {
    if (typeof value === 'string') {
      if (welfare || !DICTIONARY_FIELDS.has(key)) texts.add(value);
    } else if (Array.isArray(value)) value.forEach((item) => collect(item, key, welfare));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [name, item] of Object.entries(record)) collect(item, name, welfare || record.dictType === 'welfare');
    }
  };
  on.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/front/v1/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response.json().then(collect, () => undefined);
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return { texts, read: () => Promise.all([...reading]) };
}

/**
 * Runs of Chinese characters on the page that no answer of the server holds: a run must be a
 * whole run of some answer's text, or (two characters or more) part of one, as a label cut short
 * shows; a lone 人 of 100-499人 is not excused by a name that has 人 in it.
 */
async function untranslated(on: Page, { texts, read }: UserTexts): Promise<string[]> {
  const shown = new Set((await on.locator('body').innerText()).match(CJK_RUN) ?? []);
  await read();
  const runs = new Set([...texts].flatMap((text) => text.match(CJK_RUN) ?? []));
  return [...shown].filter((run) => !runs.has(run) && (run.length < 2 || ![...runs].some((whole) => whole.includes(run))));
}

type Locale = 'zh-CN' | 'en-US';
const MENU_NAME: Record<Locale, string> = { 'zh-CN': '主菜单', 'en-US': 'Main menu' };

/** What is wrong with the page on screen: not in `locale`'s menu, a raw key, wider than the window at 1280 or 1920 px (the window resized, not the page reloaded). */
async function problemsOf(path: string, on: Page, locale: Locale): Promise<string[]> {
  const problems: string[] = [];
  if (!(await on.getByRole('navigation', { name: MENU_NAME[locale], exact: true }).isVisible())) problems.push(`${path}: not in ${locale}`);
  const raw = RAW_KEY.exec(await on.locator('body').innerText());
  if (raw) problems.push(`${path} in ${locale}: shows ${raw[0]}`);
  for (const width of [1280, 1920]) {
    await on.setViewportSize({ width, height: 900 });
    const overflow = await on.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${path} in ${locale} at ${width}: ${overflow}px wider than the window`);
    // A list's table scrolls sideways only on a phone: from 1280 px on, its columns and row actions are in view.
    const sideways = await on.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main [role="region"]')]
        .filter((region) => region.offsetParent !== null && region.scrollWidth > region.clientWidth)
        .map((region) => `${region.getAttribute('aria-label')} ${region.scrollWidth - region.clientWidth}px`),
    );
    for (const region of sideways) problems.push(`${path} in ${locale} at ${width}: the list ${region} wider than its place`);
  }
  await on.setViewportSize({ width: 1280, height: 900 });
  return problems;
}

describe('the recruiting pages', () => {
  // In zh-CN each page is loaded once for all its checks: axe, raw keys and the two widths.
  it.each(PAGES)('%s (%s): no serious axe violation, no raw key, nothing wider than the window', async (path, title) => {
    await visit(path);
    await page.getByRole('navigation', { name: '面包屑' }).getByText(title, { exact: true }).waitFor();
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    expect(await problemsOf(path, page, 'zh-CN')).toEqual([]);
  });

  it.each(ADMIN_PAGES)('%s (%s), as the main admin: no serious axe violation, no raw key, nothing wider than the window', async (path, title) => {
    await visit(path, admin);
    await admin.getByRole('navigation', { name: '面包屑' }).getByText(title, { exact: true }).waitFor();
    expect(describeViolations(await seriousViolations(admin))).toEqual([]);
    expect(await problemsOf(path, admin, 'zh-CN')).toEqual([]);
  });

  it('fits a 375 px phone: the menu is a closed drawer and no page is wider than the window', async () => {
    const phone = await app.newPage();
    await phone.setViewportSize({ width: 375, height: 740 });
    await phone.goto(app.url('/login'));
    await phone.evaluate(
      (token) => token && sessionStorage.setItem('ec-console-token', token),
      await page.evaluate(() => sessionStorage.getItem('ec-console-token')),
    );
    const problems: string[] = [];
    for (const path of ['/home', '/jianli/index', '/interview/index', '/ziliao/index']) {
      await phone.goto(app.url(path));
      await new ConsoleLayout(phone).menuButton().waitFor();
      await phone.waitForLoadState('networkidle');
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) problems.push(`${path}: ${overflow}px wider than the window`);
    }
    expect(problems).toEqual([]);
    expect(await phone.getByRole('button', { name: '展开菜单' }).getAttribute('aria-expanded')).toBe('false');
    await phone.context().close();
  }, 60_000);
});

// English, page by page: the locale is kept in localStorage, so the app is loaded once in it and
// then moves from page to page as its links do (the pages above were each loaded afresh).
describe.each(['en-US'] as const)('in %s', (locale) => {
  const navigators = new Map<Page, InAppNavigator>();
  const answered = new Map<Page, UserTexts>();
  beforeAll(async () => {
    for (const on of [page, admin]) {
      answered.set(on, userTexts(on));
      await on.evaluate((code) => localStorage.setItem('ec-console-locale', code), locale);
      await visit('/home', on);
      navigators.set(on, navigateInApp(on));
    }
  });
  afterAll(() => navigators.forEach((navigator) => navigator.stop()));

  it.each([...PAGES.map(([p]) => [p, 'demo_hr'] as const), ...ADMIN_PAGES.map(([p]) => [p, 'demo_admin'] as const)])(
    '%s (as %s): no raw catalogue key, no untranslated Chinese, nothing wider than the window at 1280 and 1920 px',
    async (path, user) => {
      const on = user === 'demo_admin' ? admin : page;
      await navigators.get(on)!.go(app.url(withIds(path)));
      expect(new URL(on.url()).pathname).toBe(new URL(app.url(withIds(path))).pathname);
      expect(await problemsOf(path, on, locale)).toEqual([]);
      expect({ path, chinese: await untranslated(on, answered.get(on)!) }).toEqual({ path, chinese: [] });
    },
  );
});
