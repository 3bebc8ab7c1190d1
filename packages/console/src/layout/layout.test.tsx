// The layout's menu from the real server's user/info: a recruiter's access list vs the main
// admin's flag (spec §4, §6).
import { chatEvents } from '@employment-cloud/chat-widget';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, resetAppAfterEach } from '../../test/live-app';
import { useLiveConsole } from '../../test/live-console';
import { here, navigateByHistory } from '../../test/location';
import { getToken, setToken } from '../session/token';

const live = useLiveConsole();
resetAppAfterEach();

async function renderAs(username: string, path: string) {
  setToken(await live().tokenOf(username));
  // The page's own address, as in a browser: API paths must not resolve against it.
  renderApp(path);
}

async function menuAs(username: string, path = '/zhiwei/index') {
  await renderAs(username, path);
  const menu = await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 10_000 });
  await within(menu).findByRole('link', { name: '首页' }, { timeout: 10_000 });
  return {
    menu,
    links: within(menu)
      .getAllByRole('link')
      .map((link) => link.querySelector('[data-menu-label]')?.textContent),
  };
}

it('shows a recruiter the allowed, visible routes, without colleague management or company info', async () => {
  const { links, menu } = await menuAs('demo_hr');
  expect(links).toEqual(expect.arrayContaining(['首页', '消息', '职位管理', '简历投递', '报名中心', '个人资料', '意见反馈', '满意度评价']));
  for (const hidden of ['同事管理', '企业信息', '编辑企业信息', '新增/编辑职位', '登录']) expect(links).not.toContain(hidden);
  expect(within(menu).getByRole('link', { name: '满意度评价' }).getAttribute('target')).toBe('_blank');
  expect(await screen.findByRole('heading', { name: '职位管理' })).toBeTruthy();
  expect(document.title).toBe('就业云 - 职位管理');
});

it('shows the main admin colleague management and company info', async () => {
  const { links } = await menuAs('demo_admin');
  expect(links).toEqual(expect.arrayContaining(['同事管理', '企业信息', '职位管理']));
  expect(links).not.toContain('编辑企业信息');
});

it('sends a recruiter opening a main admin page to 401', async () => {
  await renderAs('demo_hr', '/friend/index');
  expect(await screen.findByRole('heading', { name: '401' }, { timeout: 10_000 })).toBeTruthy();
  expect(here()).toBe('/401');
  // Inside the layout: the menu, the header's logout, the page's title; home is the way back.
  expect(await screen.findByRole('navigation', { name: '主菜单' })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('就业云 - 无权访问'));
  expect(within(screen.getByRole('region', { name: '401' })).getByRole('link', { name: '返回首页' })).toBeTruthy();
});

it('never traps the session of a candidate on 401: no way home, but a logout that ends the session', async () => {
  setToken(await live().tokenOf('demo_c1', 'user'));
  renderApp('/home');
  const page = await screen.findByRole('region', { name: '401' }, { timeout: 10_000 });
  expect(here()).toBe('/401');
  expect(within(page).queryByRole('link', { name: '返回首页' })).toBeNull();
  fireEvent.click(within(page).getByRole('button', { name: '退出登录' }));
  fireEvent.click(await screen.findByRole('button', { name: '确定' }));
  await waitFor(() => expect(getToken()).toBeNull(), { timeout: 10_000 });
});

it('keeps opened pages as tabs in local storage, home first; hidden tabs stay mounted; closing drops them', async () => {
  const { menu } = await menuAs('demo_hr');
  fireEvent.click(within(menu).getByRole('link', { name: '简历投递' }));
  await screen.findByRole('heading', { name: '简历投递' });
  const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
  await waitFor(() =>
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['首页', '职位管理', '简历投递']),
  );
  expect(within(tabs).queryByRole('button', { name: '关闭 首页' })).toBeNull();
  expect(JSON.parse(localStorage.getItem('ec-console-tabs') ?? 'null')).toEqual({
    version: 1,
    tabs: [
      { name: 'home', path: '/home' },
      { name: 'zhiweiIndex', path: '/zhiwei/index' },
      { name: 'jianliIndex', path: '/jianli/index' },
    ],
  });
  const jobsPage = document.querySelector<HTMLElement>('[data-page="zhiweiIndex"]');
  expect(jobsPage?.hidden).toBe(true);
  expect(jobsPage?.dataset.path).toBe('/zhiwei/index');
  expect(document.querySelector<HTMLElement>('main > [data-page]:not([hidden])')?.dataset.path).toBe('/jianli/index');
  expect(document.title).toBe('就业云 - 简历投递');

  fireEvent.click(within(tabs).getByRole('button', { name: '关闭 简历投递' }));
  await waitFor(() => expect(here()).toBe('/zhiwei/index'));
  expect(document.querySelector('[data-page="jianliIndex"]')).toBeNull();
  expect(document.querySelector<HTMLElement>('[data-page="zhiweiIndex"]')).toBe(jobsPage);
  expect(jobsPage?.hidden).toBe(false);
});

it('lists every open page in the tab menu, current one marked, and goes to the one chosen', async () => {
  const { menu } = await menuAs('demo_hr');
  fireEvent.click(within(menu).getByRole('link', { name: '简历投递' }));
  await screen.findByRole('heading', { name: '简历投递' });
  fireEvent.keyDown(screen.getByRole('button', { name: '页签操作' }), { key: 'Enter' });
  const pages = within(await screen.findByRole('menu')).getByRole('group', { name: '全部页签' });
  const items = within(pages).getAllByRole('menuitem');
  expect(items.map((item) => [item.textContent, item.getAttribute('aria-current')])).toEqual([
    ['首页', null],
    ['职位管理', null],
    ['简历投递', 'page'],
  ]);
  fireEvent.click(items[1]!);
  await waitFor(() => expect(here()).toBe('/zhiwei/index'));
});

async function tabAction(name: string) {
  const trigger = screen.getByRole('button', { name: '页签操作' });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

it('the tab menu refreshes the current page (others keep theirs), closes the others, then all', async () => {
  const { menu } = await menuAs('demo_hr');
  fireEvent.click(within(menu).getByRole('link', { name: '简历投递' }));
  await screen.findByRole('heading', { name: '简历投递' });
  fireEvent.click(within(menu).getByRole('link', { name: '个人资料' }));
  await screen.findByRole('heading', { name: '个人资料' });
  const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
  const names = () =>
    within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent);
  await waitFor(() => expect(names()).toEqual(['首页', '职位管理', '简历投递', '个人资料']));
  const page = (name: string) => document.querySelector<HTMLElement>(`[data-page="${name}"]`);
  const [jobs, resumes] = [page('zhiweiIndex'), page('jianliIndex')];
  const current = document.querySelector<HTMLElement>('[data-page]:not([hidden])');
  expect(jobs?.hidden).toBe(true);
  expect(current?.textContent).toContain('个人资料');

  await tabAction('刷新');
  await waitFor(() => expect(document.querySelector('[data-page]:not([hidden])')).not.toBe(current));
  expect(document.querySelector('[data-page]:not([hidden])')?.getAttribute('data-page')).toBe(current?.getAttribute('data-page'));
  expect(page('zhiweiIndex')).toBe(jobs);
  expect(page('jianliIndex')).toBe(resumes);

  await tabAction('关闭其他');
  await waitFor(() => expect(names()).toEqual(['首页', '个人资料']));
  expect(page('zhiweiIndex')).toBeNull();
  expect(page('jianliIndex')).toBeNull();

  await tabAction('关闭全部');
  await waitFor(() => expect(names()).toEqual(['首页']));
  await waitFor(() => expect(here()).toBe('/home'));
  expect(JSON.parse(localStorage.getItem('ec-console-tabs') ?? 'null').tabs).toEqual([{ name: 'home', path: '/home' }]);
});

it('asks before logging out, and cancelling keeps the session', async () => {
  await menuAs('demo_hr');
  fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
  const dialog = await screen.findByRole('alertdialog', { name: '确认退出登录吗？' });
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(sessionStorage.getItem('ec-console-token')).not.toBeNull();
});

it('opens the chat over the current page from 消息 (no navigation, no tab) and closes it on navigation', async () => {
  const events: string[] = [];
  const offOpen = chatEvents.on('open-chat', () => events.push('open'));
  const offClose = chatEvents.on('close-chat', () => events.push('close'));
  try {
    const { menu } = await menuAs('demo_hr');
    events.length = 0;
    fireEvent.click(within(menu).getByRole('link', { name: '消息' }));
    await waitFor(() => expect(events).toEqual(['open']));
    expect(here()).toBe('/zhiwei/index');
    expect(within(screen.getByRole('navigation', { name: '已打开的页面', hidden: true })).queryByRole('link', { name: '消息', hidden: true })).toBeNull();
    // The open modal hides the page from the accessibility tree: navigate as a page would.
    act(() => navigateByHistory('/jianli/index'));
    await waitFor(() => expect(events).toEqual(['open', 'close']));
  } finally {
    offOpen();
    offClose();
  }
});

it("follows the interview card's 查看详情 to the interview list on that interview", async () => {
  await menuAs('demo_hr');
  act(() => chatEvents.emit('view-interview', { id: 42 }));
  await waitFor(() => expect(here()).toBe('/interview/index?id=42'));
});

it('loading /communicate/index directly opens home with the chat over it', async () => {
  const events: string[] = [];
  const offOpen = chatEvents.on('open-chat', () => events.push('open'));
  try {
    await renderAs('demo_hr', '/communicate/index');
    await waitFor(() => expect(here()).toBe('/home'), { timeout: 10_000 });
    await waitFor(() => expect(events).toContain('open'));
    expect(JSON.parse(localStorage.getItem('ec-console-tabs') ?? '{"tabs":[]}').tabs.map((tab: { name: string }) => tab.name)).not.toContain(
      'communicateIndex',
    );
  } finally {
    offOpen();
  }
});

it('switches the language and remembers it; collapses the menu', async () => {
  await menuAs('demo_hr');
  const trigger = screen.getByRole('button', { name: '语言: 简体中文' });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => [item.textContent?.replace('✓', ''), item.getAttribute('aria-checked')]),
  ).toEqual([
    ['简体中文', 'true'],
    ['繁體中文', 'false'],
    ['English', 'false'],
  ]);
  fireEvent.click(within(menu).getByRole('menuitemradio', { name: '繁體中文' }));
  expect(await screen.findByRole('navigation', { name: '主選單' })).toBeTruthy();
  expect(localStorage.getItem('ec-console-locale')).toBe('zh-TW');
  expect(document.title).toBe('就業雲 - 職位管理');
  fireEvent.click(screen.getByRole('button', { name: '收合選單' }));
  expect(screen.getByRole('button', { name: '展開選單' }).getAttribute('aria-expanded')).toBe('false');
});
