// The console's home as a workplace (issue 32), in Chromium, as demo_hr signs in: the to-dos, the
// lists and the 7-day trend at 1280 px (two columns) and 375 px (one, nothing wider than the
// window), the chart drawn, and its ECharts chunk fetched by the home page only, never by the
// login page (the build manifest names the chunks; the page's own request log says what it
// fetched). A conversation of the list opens the chat on itself.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { CONSOLE_DIR, readManifest } from '@employment-cloud/test-support/build/console-size';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { HomeWorkplace } from './models/home-workplace';
import { LoginPage } from './models/login-page';
import { docsShot, shot } from './models/screenshots';

let app: ConsoleApp;
let page: Page;
let home: HomeWorkplace;
/** Every URL path the page requested, in order. */
const requested: string[] = [];
let fromLogin: string[] = [];

/** The trend chart's chunk and the chunks it imports that hold ECharts, as served paths (from the build's manifest and maps). */
function chartChunks(): string[] {
  const manifest = readManifest();
  const trend = manifest['src/charts/trend-chart.tsx']!;
  const holdsECharts = (file: string) => {
    const map = join(CONSOLE_DIR, 'dist', `${file}.map`);
    return (
      existsSync(map) &&
      (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.some((source) => /node_modules\/(echarts|zrender)\//.test(source))
    );
  };
  const imported = (trend.imports ?? []).map((key) => manifest[key]!.file).filter(holdsECharts);
  return [trend.file, ...imported].map((file) => `/enterprise_web/${file}`);
}
let charts: string[] = [];

beforeAll(async () => {
  charts = chartChunks();
  app = await startConsoleApp();
}, 120_000);
beforeAll(async () => {
  page = await app.newPage({ timezoneId: 'Asia/Shanghai' });
  page.on('request', (request: Request) => void requested.push(new URL(request.url()).pathname));
  await page.goto(app.url('/login'));
  const login = await new LoginPage(page).ready();
  await page.waitForLoadState('networkidle');
  fromLogin = [...requested];
  await login.signIn('demo_hr');
  await new ConsoleLayout(page).ready();
  home = await new HomeWorkplace(page).ready();
}, 120_000);
afterAll(() => app?.close());

describe('the workplace', () => {
  it("does not load the chart's chunk with the login page; the home page does, and draws the trend", async () => {
    expect(charts.length).toBeGreaterThan(1);
    expect(fromLogin.some((path) => path.endsWith('.js'))).toBe(true);
    expect(fromLogin.filter((path) => charts.includes(path))).toEqual([]);
    expect(charts.filter((path) => !requested.includes(path))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/enterprise_web/home');
    const drawn = await home.chartDrawing.evaluate((drawing) => ({
      paths: drawing.querySelectorAll('path').length,
      width: drawing.getBoundingClientRect().width,
    }));
    expect(drawn.paths).toBeGreaterThan(1);
    expect(drawn.width).toBeGreaterThan(300);
  });

  it('shows the to-dos, the next interviews and the latest conversations in two columns at 1280 px, the trend under both; passes axe', async () => {
    for (const label of ['新投递', '未读消息', '今日面试', '待审核报名', '即将到期职位']) await home.todo(label).waitFor();
    await home.interviews.getByRole('list').getByRole('link').first().waitFor();
    expect(await home.conversationRows().count()).toBe(5);
    const [interviews, conversations, trend] = await home.panelBoxes();
    expect(interviews!.y).toBe(conversations!.y);
    expect(conversations!.x).toBeGreaterThan(interviews!.x + interviews!.width - 1);
    expect(trend!.y).toBeGreaterThan(interviews!.y);
    expect(trend!.width).toBeGreaterThan(interviews!.width + conversations!.width);
    expect(await home.overflow()).toBeLessThanOrEqual(0);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await docsShot(page, 'console-home-1280.png');
  });

  it('stacks the panels in one column at 375 px, nothing wider than the window, the chart redrawn to fit', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      await new ConsoleLayout(page).menuButton().waitFor();
      const [interviews, conversations, trend] = await home.panelBoxes();
      expect(conversations!.x).toBe(interviews!.x);
      expect(conversations!.y).toBeGreaterThan(interviews!.y);
      expect(trend!.y).toBeGreaterThan(conversations!.y);
      expect(trend!.x + trend!.width).toBeLessThanOrEqual(375);
      expect(await home.overflow()).toBeLessThanOrEqual(0);
      // ECharts follows its box (a ResizeObserver): the drawing is no wider than the phone.
      await page.waitForFunction(() => {
        const svg = document.querySelector('[data-chart] svg');
        return svg !== null && svg.getBoundingClientRect().width <= window.innerWidth;
      });
      await shot(page, 'console-home-375.png', { fullPage: true });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('opens the chat modal on a conversation of the list, without leaving home', async () => {
    const row = home.conversationRows().first();
    const name = (await row.locator('.name').textContent())!;
    await row.click();
    const chat = new ChatModal(page);
    await chat.waitOpen();
    // The chat names the candidate by their chat nickname; its header's summary by their name.
    await chat.candidateSummary.filter({ hasText: name }).waitFor();
    await shot(page, 'console-home-chat-1280.png');
    expect(new URL(page.url()).pathname).toBe('/enterprise_web/home');
  });
});
