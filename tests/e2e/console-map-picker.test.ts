// The map drawer with a picker page (issue 32, defect 5): the server's settings name the page
// (MAP_PICKER_URL here; MAP_PICKER_KEY names Tencent's location picker), the console frames it, and
// the message the page posts (as Tencent's picker posts it: latlng, poiaddress, poiname) fills the
// job form's address and coordinates. The page is a local stub on an origin of its own, which the
// console's frame-src then allows; a message from any other frame is ignored.
import type { Page } from 'playwright-core';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { CspViolations } from './models/csp-violations';
import { shot } from './models/screenshots';
import { signedIn } from './models/signed-in';

const PICKER_ORIGIN = 'http://map-picker.test';
const PICKER_URL = `${PICKER_ORIGIN}/pick.html`;
/** What the stub posts to the page that frames it, once its button is pressed. */
const PICK = {
  module: 'locationPicker',
  latlng: { lat: 30.2741, lng: 120.1551 },
  poiaddress: '浙江省杭州市西湖区文三路 90 号',
  poiname: '东部软件园',
  cityname: '杭州市',
};
const STUB = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body>
  <button type="button" id="pick">选这里</button>
  <script>
    document.getElementById('pick').onclick = () => parent.postMessage(${JSON.stringify(PICK)}, '*');
  </script></body></html>`;

let app: ConsoleApp;
let page: Page;

beforeAll(async () => {
  app = await startConsoleApp({ MAP_PICKER_URL: PICKER_URL });
  ({ page } = await signedIn(app, 'demo_hr'));
  await page.context().route(`${PICKER_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: STUB }));
}, 120_000);
afterAll(() => app?.close());

it('frames the configured picker page and takes its pick into the job form', async () => {
  const violations = await CspViolations.watch(page);
  await page.goto(app.url('/zhiwei/edit'));
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '在地图上选择' }).click();
  const drawer = page.getByRole('dialog', { name: '地图' });
  const frame = drawer.locator('iframe[title="地图"]');
  await frame.waitFor();
  expect(await frame.getAttribute('src')).toBe(PICKER_URL);
  // A message from the console's own window (not the picker's origin) changes nothing: once it
  // has been delivered (a listener added after the post hears it after the drawer's), the drawer is open.
  await page.evaluate(
    (data) =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', () => setTimeout(resolve, 0), { once: true });
        window.postMessage(data, '*');
      }),
    PICK,
  );
  expect(await drawer.isVisible()).toBe(true);
  await shot(page, 'map-picker/drawer-1280.png');
  await frame.contentFrame().getByRole('button', { name: '选这里' }).click();
  await drawer.waitFor({ state: 'detached' });
  expect(await main.getByLabel('工作地址').inputValue()).toBe(PICK.poiaddress);
  // Framing the picker's origin broke no rule of the page's policy.
  expect(await violations.list()).toEqual([]);
});
