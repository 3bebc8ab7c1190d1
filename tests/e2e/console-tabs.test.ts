// The tabs of opened pages (docs/console.md §2): home first and not closable, one tab per page
// opened from the menu, remembered in local storage across a reload with the active one active;
// closing one and "close others" from the tabs bar's menu, and that too survives a reload.
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { eventually } from './models/eventually';
import { signedIn } from './models/signed-in';

let app: ConsoleApp;
let layout: ConsoleLayout;

beforeAll(async () => {
  app = await startConsoleApp();
  ({ layout } = await signedIn(app, 'demo_hr'));
}, 120_000);
afterAll(() => app?.close());

const tabs = () => layout.tabTitles();
const active = () => layout.activeTab();

describe('tabs', () => {
  it('opens a tab per page opened from the menu, after home', async () => {
    await eventually(tabs, ['首页']);
    expect(await layout.closeButton('首页').count()).toBe(0);
    for (const title of ['职位管理', '简历投递', '人才库']) await layout.openFromMenu(title);
    await eventually(tabs, ['首页', '职位管理', '简历投递', '人才库']);
    await eventually(active, '人才库');
    expect(await layout.closeButton('首页').count()).toBe(0);
  });

  it('restores the same tabs in the same order, and the active one, after a reload', async () => {
    await layout.reload();
    await eventually(tabs, ['首页', '职位管理', '简历投递', '人才库']);
    await eventually(active, '人才库');
    await layout.pageHeading('人才库').waitFor();
  });

  it('closes one tab with its close button', async () => {
    await layout.closeTab('简历投递');
    await eventually(tabs, ['首页', '职位管理', '人才库']);
    await eventually(active, '人才库');
  });

  it('closes the others from the tabs menu, keeping home and the current one, across a reload', async () => {
    await layout.switchToTab('职位管理');
    await layout.tabMenu('关闭其他');
    await eventually(tabs, ['首页', '职位管理']);
    await eventually(active, '职位管理');
    await layout.reload();
    await eventually(tabs, ['首页', '职位管理']);
    await eventually(active, '职位管理');
  });

  it('closes the current tab to its left neighbour, and all tabs back to home', async () => {
    await layout.openFromMenu('面试记录');
    await eventually(tabs, ['首页', '职位管理', '面试记录']);
    await layout.closeTab('面试记录');
    await eventually(tabs, ['首页', '职位管理']);
    await eventually(active, '职位管理');
    await layout.tabMenu('关闭全部');
    await eventually(tabs, ['首页']);
    await eventually(active, '首页');
    await layout.breadcrumbCurrent('首页').waitFor();
  });
});
