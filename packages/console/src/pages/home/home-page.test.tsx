// home in the whole console against the real server, as demo_hr: each card shows the dashboard's
// figure and leads to its list (unread messages open the chat), the error state retries; axe.
import { chatEvents } from '@employment-cloud/chat-widget';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '../../../../chat-widget/test/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { Dashboard } from '../../api/dashboard.api';
import { BASENAME } from '../../routes';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();
afterEach(() => sessionStorage.clear());

let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});

async function dashboard(): Promise<Dashboard> {
  const res = await fetch(`${live().origin}/front/v1/dashboard`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; data: Dashboard };
  if (body.code !== 200) throw new Error(`dashboard: ${body.code}`);
  return body.data;
}

async function openHome() {
  setToken(token);
  renderApp('/home');
  return screen.findByRole('list', { name: '待处理事项' }, { timeout: 15_000 });
}

it('shows each figure of the dashboard on a card that links to its filtered list; passes axe', async () => {
  const figures = await dashboard();
  const cards = await openHome();
  const link = (name: string) => within(cards).getByRole('link', { name }).getAttribute('href');
  expect(link(`今日新投递：${figures.submissionsToday}`)).toBe(`${BASENAME}/jianli/index?status=new`);
  expect(link(`近期面试：${figures.upcomingInterviews}`)).toBe(`${BASENAME}/interview/index?upcoming=7`);
  expect(link(`待审核报名：${figures.pendingHelpSignups}`)).toBe(`${BASENAME}/help/apply`);
  expect(link(`即将到期职位：${figures.expiringJobs}`)).toBe(`${BASENAME}/zhiwei/index?status=2&expiring=3&sort=expiresAt&order=asc`);
  expect(within(cards).getByRole('button', { name: `未读消息：${figures.unreadChats}` })).toBeTruthy();
  expect(
    within(cards)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent),
  ).toEqual([figures.submissionsToday, figures.unreadChats, figures.upcomingInterviews, figures.pendingHelpSignups, figures.expiringJobs].map(String));
  expect(await seriousViolations(document.querySelector('[data-page="home"]')!)).toEqual([]);
});

it('opens the new submissions from their card', async () => {
  const figures = await dashboard();
  const cards = await openHome();
  fireEvent.click(within(cards).getByRole('link', { name: `今日新投递：${figures.submissionsToday}` }));
  await waitFor(() => expect(here()).toBe('/jianli/index?status=new'));
  const tabs = await screen.findByRole('tablist', { name: '简历列表' }, { timeout: 10_000 });
  expect(within(tabs).getByRole('tab', { selected: true }).textContent).toContain('新投递');
});

it('opens the expiring jobs from their card: the list holds what the card counts, filtered in sight', async () => {
  const figures = await dashboard();
  const cards = await openHome();
  fireEvent.click(within(cards).getByRole('link', { name: `即将到期职位：${figures.expiringJobs}` }));
  await waitFor(() => expect(here()).toBe('/zhiwei/index?status=2&expiring=3&sort=expiresAt&order=asc'));
  const table = await screen.findByRole('table', { name: '职位列表' }, { timeout: 10_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(figures.expiringJobs + 1));
  expect(screen.getByLabelText<HTMLSelectElement>('到期').value).toBe('3');
  expect(screen.getByText(`第 1 / 1 页，共 ${figures.expiringJobs} 条`)).toBeTruthy();
});

it('opens the coming interviews from their card: the list holds what the card counts', async () => {
  const figures = await dashboard();
  const cards = await openHome();
  fireEvent.click(within(cards).getByRole('link', { name: `近期面试：${figures.upcomingInterviews}` }));
  await waitFor(() => expect(here()).toBe('/interview/index?upcoming=7'));
  const table = await screen.findByRole('table', { name: '面试列表' }, { timeout: 10_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(figures.upcomingInterviews + 1));
  expect(screen.getByLabelText<HTMLSelectElement>('近期').value).toBe('7');
  expect(within(table).queryByText('已取消')).toBeNull();
});

it('opens the chat modal from the unread messages, without leaving home', async () => {
  const opened: unknown[] = [];
  const off = chatEvents.on('open-chat', (payload) => opened.push(payload));
  try {
    const figures = await dashboard();
    const cards = await openHome();
    fireEvent.click(within(cards).getByRole('button', { name: `未读消息：${figures.unreadChats}` }));
    expect(opened).toEqual([{}]);
    expect(here()).toBe('/home');
  } finally {
    off();
  }
});

it('shows a failed load with a retry that loads the figures', async () => {
  const figures = await dashboard();
  const serverFetch = globalThis.fetch;
  // The server is out of reach until the retry (the client itself retries a GET once).
  let down = true;
  let failures = 0;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('front/v1/dashboard') && down) {
      failures += 1;
      return Promise.reject(new TypeError('network down'));
    }
    return serverFetch(input, init);
  }) as typeof fetch;
  try {
    setToken(token);
    renderApp('/home');
    const page = () => within(document.querySelector<HTMLElement>('[data-page="home"]')!);
    const alert = await waitFor(() => page().getByRole('alert'), { timeout: 15_000 });
    expect(alert.textContent).toContain('加载失败');
    expect(page().queryByRole('list', { name: '待处理事项' })).toBeNull();
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    const cards = await page().findByRole('list', { name: '待处理事项' }, { timeout: 10_000 });
    expect(within(cards).getByRole('link', { name: `即将到期职位：${figures.expiringJobs}` })).toBeTruthy();
    expect(page().queryByRole('alert')).toBeNull();
    expect(failures).toBeGreaterThan(0);
  } finally {
    globalThis.fetch = serverFetch;
  }
});
