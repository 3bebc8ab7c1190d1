// The side menu by role (docs/console.md §2, §6): it lists the routes that are not hidden and that
// the user's access (GET front/v1/user/info) allows; colleague management and company info are
// the company main admin's alone, and a recruiter who opens one lands on the 401 page.
import { routes } from '../../packages/console/src/routes';
import { accessOf, filterRoutes, type UserInfo } from '../../packages/console/src/session/access';
import { menu as menuTitles } from '../../packages/console/src/locales/zh-CN/menu';
import { userInfoOf } from './models/api';
import { CONSOLE_BASE, startConsoleApp, type ConsoleApp } from './models/console-app';
import { ErrorPage } from './models/error-page';
import { signedIn } from './models/signed-in';

const MAIN_ADMIN_ONLY = ['同事管理', '企业信息'];

let app: ConsoleApp;

beforeAll(async () => {
  app = await startConsoleApp();
}, 120_000);
afterAll(() => app?.close());

/** The menu the route table gives a user with this info: visible rows their access allows, titled in zh-CN. */
function expectedMenu(info: UserInfo): string[] {
  return filterRoutes(routes, accessOf(info), { menu: true }).map((route) => menuTitles[route.name as keyof typeof menuTitles]);
}

describe('the side menu', () => {
  it("shows a recruiter (demo_hr) only what their access allows, without the main admin's pages", async () => {
    const info = await userInfoOf(app.origin, 'demo_hr');
    expect(info.isCompanyMainAdmin).toBe(false);
    const expected = expectedMenu(info);
    expect(expected).toEqual(expect.arrayContaining(['首页', '职位管理', '面试记录']));
    expect(expected).not.toEqual(expect.arrayContaining([MAIN_ADMIN_ONLY[0]]));

    const { page, layout } = await signedIn(app, 'demo_hr');
    expect(await layout.menuTitles()).toEqual(expected);
    await layout.menuItem('职位管理').waitFor();
    await layout.menuItem('人才库').waitFor();
    for (const title of MAIN_ADMIN_ONLY) expect(await layout.menuItem(title).count()).toBe(0);
    // Hidden rows are never listed, whatever the access says.
    expect(await layout.menuItem('创建招聘名片').count()).toBe(0);

    // Opening a main-admin-only page by its address: the 401 page (the guard redirects to /401).
    await page.goto(app.url('/friend/index'));
    const error = new ErrorPage(page);
    await error.unauthorizedTitle.waitFor();
    expect(new URL(page.url()).pathname).toBe(`${CONSOLE_BASE}/401`);
    expect(await layout.pageHeading('同事管理').count()).toBe(0);
  });

  it('shows the company main admin (demo_admin) colleague management and company info too', async () => {
    const info = await userInfoOf(app.origin, 'demo_admin');
    expect(info.isCompanyMainAdmin).toBe(true);
    const expected = expectedMenu(info);
    expect(expected).toEqual(expect.arrayContaining(MAIN_ADMIN_ONLY));

    const { page, layout } = await signedIn(app, 'demo_admin');
    expect(await layout.menuTitles()).toEqual(expected);
    for (const title of MAIN_ADMIN_ONLY) await layout.menuItem(title).waitFor();

    await layout.openFromMenu('同事管理');
    await layout.pageHeading('同事管理').waitFor();
    expect(new URL(page.url()).pathname).toBe(`${CONSOLE_BASE}/friend/index`);
  });
});
