// The console's frame in Chromium (issue 32): the logout confirmation's kit buttons and the public
// pages' margin.
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { shot } from './models/screenshots';
import { signedIn } from './models/signed-in';

const PHONE = { width: 375, height: 740 };
const SHOTS = 'side-menu';
let app: ConsoleApp;

beforeAll(async () => {
  app = await startConsoleApp();
}, 120_000);
afterAll(() => app?.close());

describe('the rest of the frame', () => {
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
