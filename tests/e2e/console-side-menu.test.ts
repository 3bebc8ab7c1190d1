// The console's frame in Chromium (issue 32): on a 375 px phone the side menu is a drawer over the
// page that closes on navigation, Escape and its backdrop, and the header keeps the user's name;
// at 1280 px the collapsed menu (50 px) shows an icon per entry with a tooltip of its full label,
// the sign-up centre's badge whole, and it stays collapsed after a reload. Also: English labels
// clear of the menu's edge, the logout confirmation's kit buttons, the public pages' margin.
import type { Locator, Page } from 'playwright-core';
import { routes } from '../../packages/console/src/routes';
import { accessOf, filterRoutes } from '../../packages/console/src/session/access';
import { menu as menuTitles } from '../../packages/console/src/locales/zh-CN/menu';
import { userInfoOf } from './models/api';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { shot } from './models/screenshots';
import { signedIn } from './models/signed-in';

const PHONE = { width: 375, height: 740 };
const SHOTS = 'side-menu';
let app: ConsoleApp;
let expected: string[];
let userName: string;

beforeAll(async () => {
  app = await startConsoleApp();
  const info = await userInfoOf(app.origin, 'demo_hr');
  userName = info.name || info.nickname || '';
  expected = filterRoutes(routes, accessOf(info), { menu: true }).map((route) => menuTitles[route.name as keyof typeof menuTitles]);
}, 120_000);
afterAll(() => app?.close());

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
/** The menu's width once its width transition has ended. */
const settledWidth = (aside: Locator) =>
  aside.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    return element.getBoundingClientRect().width;
  });
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

describe('on a 375 px phone', () => {
  let page: Page;
  let layout: Awaited<ReturnType<typeof signedIn>>['layout'];
  beforeAll(async () => {
    ({ page, layout } = await signedIn(app, 'demo_hr'));
    await page.setViewportSize(PHONE);
    await page.reload();
    await layout.ready();
  }, 60_000);

  it('keeps the menu out of the page until asked for, and the header, with the user name, fits the width', async () => {
    await layout.menuButton().waitFor();
    expect(await layout.menu.count()).toBe(0);
    const user = layout.userLink(userName);
    expect(await user.isVisible()).toBe(true);
    const bar = await boxOf(layout.header);
    expect(bar.width).toBeLessThanOrEqual(PHONE.width);
    for (const control of await layout.header.locator('a, button').all())
      expect({ control: await control.textContent(), inside: inside(await boxOf(control), bar) }).toMatchObject({ inside: true });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `${SHOTS}/phone-closed-375.png`);
  });

  it('opens a drawer over the page (the page does not move) that closes on navigation', async () => {
    const main = await boxOf(page.locator('main'));
    await layout.openMenuDrawer();
    // Modal: the page behind is hidden from assistive technology while the drawer is open.
    expect(await page.getByRole('main').count()).toBe(0);
    const drawer = await boxOf(layout.menuDrawer);
    expect([drawer.x, drawer.y, drawer.height]).toEqual([0, 0, PHONE.height]);
    expect(await boxOf(page.locator('main'))).toEqual(main);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Every entry with its whole label (the drawer is never the collapsed menu).
    expect(await layout.menuTitles()).toEqual(expected);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await shot(page, `${SHOTS}/phone-drawer-375.png`);

    await layout.menuItem('简历投递').click();
    await layout.breadcrumbCurrent('简历投递').waitFor();
    await layout.menuDrawer.waitFor({ state: 'detached' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `${SHOTS}/phone-resumes-375.png`);
  });

  it('closes on Escape and on its backdrop, giving the focus back to the menu button', async () => {
    await layout.openMenuDrawer();
    await page.keyboard.press('Escape');
    await layout.menuDrawer.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('展开菜单');

    await layout.openMenuDrawer();
    // The backdrop: right of the drawer.
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await layout.menuDrawer.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('展开菜单');
  });
});

describe('at 1280 px, collapsed to 50 px', () => {
  let page: Page;
  let layout: Awaited<ReturnType<typeof signedIn>>['layout'];
  let aside: Locator;
  beforeAll(async () => {
    ({ page, layout } = await signedIn(app, 'demo_hr'));
    aside = page.locator('aside').filter({ has: layout.menu });
    await layout.menuButton('收起菜单').click();
    await layout.menuButton('展开菜单').waitFor();
  }, 60_000);

  it('gives every entry its full name and an icon, and shows the full label as a tooltip', async () => {
    expect(await settledWidth(aside)).toBe(50);
    const links = await layout.menu.getByRole('link').all();
    expect(links).toHaveLength(expected.length);
    for (const [index, link] of links.entries()) {
      const title = expected[index]!;
      await layout.menuItem(title).waitFor();
      const icon = link.locator('svg');
      expect({ title, icons: await icon.count() }).toEqual({ title, icons: 1 });
      const iconBox = await boxOf(icon);
      expect({ title, visible: iconBox.width >= 16 && inside(iconBox, await boxOf(aside)) }).toEqual({ title, visible: true });
    }
    await layout.menuItem('职位管理').hover();
    await page.getByRole('tooltip', { name: '职位管理' }).waitFor();
    await shot(page, `${SHOTS}/collapsed-tooltip-1280.png`);
    // By keyboard too.
    await layout.menuItem('面试记录').focus();
    await page.getByRole('tooltip', { name: '面试记录' }).waitFor();
  });

  it("shows the sign-up centre's pending count whole, inside the menu", async () => {
    const badge = layout.menuItem('报名中心').getByLabel(/^待处理报名 \d+$/);
    await badge.waitFor();
    const box = await boxOf(badge);
    expect(inside(box, await boxOf(aside))).toBe(true);
    expect(box.width).toBeGreaterThanOrEqual(16);
    // Nothing over it or clipping it: the badge is what the browser finds at its centre.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[aria-label^="待处理报名"]') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(true);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await shot(page, `${SHOTS}/collapsed-1280.png`);
  });

  it('stays collapsed after a reload', async () => {
    await layout.reload();
    await layout.menuButton('展开菜单').waitFor();
    expect(await settledWidth(aside)).toBe(50);
    await layout.menuButton('展开菜单').click();
    await layout.menuButton('收起菜单').waitFor();
    await layout.reload();
    await layout.menuButton('收起菜单').waitFor();
    expect(await settledWidth(aside)).toBe(150);
  });
});

describe('the rest of the frame', () => {
  it('keeps English labels clear of the menu edge, whole (wrapped, never cut)', async () => {
    const { page } = await signedIn(app, 'demo_hr');
    await page.evaluate(() => localStorage.setItem('ec-console-locale', 'en-US'));
    await page.reload();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Sign-up centre' }).waitFor();
    const edge = await boxOf(page.locator('aside').filter({ has: menu }));
    const right = edge.x + edge.width - 8;
    const labels = await menu
      .locator('[data-menu-label]')
      .evaluateAll(
        (spans, limit) =>
          spans.map((span) => ({ text: span.textContent, cut: span.scrollWidth > span.clientWidth, clear: span.getBoundingClientRect().right <= limit })),
        right,
      );
    expect(labels.length).toBeGreaterThan(5);
    expect(labels.filter((label) => label.cut || !label.clear)).toEqual([]);
    await shot(page, `${SHOTS}/en-US-1280.png`);
  });

  it("asks to confirm logging out with the kit's buttons", async () => {
    const { page, layout } = await signedIn(app, 'demo_hr');
    await layout.header.getByRole('button', { name: '退出登录' }).click();
    const dialog = page.getByRole('alertdialog', { name: '确认退出登录吗？' });
    await dialog.waitFor();
    const style = (name: string) =>
      dialog.getByRole('button', { name, exact: true }).evaluate((button) => {
        const css = getComputedStyle(button);
        return { background: css.backgroundColor, height: css.height, radius: css.borderRadius };
      });
    expect(await style('确定')).toEqual({ background: 'rgb(29, 95, 196)', height: '32px', radius: '4px' });
    expect(await style('取消')).toEqual({ background: 'rgb(255, 255, 255)', height: '32px', radius: '4px' });
    await shot(page, `${SHOTS}/logout-1280.png`);
    await dialog.getByRole('button', { name: '取消', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('gives the public pages no body margin', async () => {
    const page = await app.newPage();
    for (const path of ['/login', '/resetPass']) {
      await page.goto(app.url(path));
      await page.getByRole('main').or(page.getByRole('heading').first()).first().waitFor();
      expect({ path, margin: await page.evaluate(() => getComputedStyle(document.body).margin) }).toEqual({ path, margin: '0px' });
    }
    await shot(page, `${SHOTS}/reset-1280.png`);
    await page.setViewportSize(PHONE);
    await shot(page, `${SHOTS}/reset-375.png`);
  });
});
