// home in the whole console against the real server, as demo_hr: the workplace (issue 32) — each
// to-do shows the server's figure and leads to its filtered list (unread messages open the chat),
// the next interviews open the interview drawer, the latest conversations open the chat on
// themselves, the trend is drawn, an empty list says so, the error state retries; axe.
import { chatEvents } from '@employment-cloud/chat-widget';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { Workplace } from '../../api/workplace.api';
import { minuteText } from '../../kit';
import { BASENAME } from '../../routes';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();

// jsdom has no canvas: ECharts (SVG) measures its labels' text with one; a fixed width per character will do.
beforeAll(() => {
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({ measureText: (text: string) => ({ width: text.length * 7 }), font: '' }) as unknown as CanvasRenderingContext2D);
});
afterEach(() => sessionStorage.clear());

const tokens = new Map<string, string>();
beforeAll(async () => {
  for (const user of ['demo_hr', 'other_admin']) tokens.set(user, await live().tokenOf(user));
});

async function workplace(user = 'demo_hr'): Promise<Workplace> {
  const res = await fetch(`${live().origin}/front/v1/home/workplace`, { headers: { authorization: `Bearer ${tokens.get(user)}` } });
  const body = (await res.json()) as { code: number; data: Workplace };
  if (body.code !== 200) throw new Error(`workplace: ${body.code}`);
  return body.data;
}

const page = () => within(document.querySelector<HTMLElement>('[data-page="home"]')!);

/** Home as `user`, once the workplace has loaded: its to-do list. */
async function openHome(user = 'demo_hr') {
  setToken(tokens.get(user)!);
  renderApp('/home');
  return screen.findByRole('list', { name: '今日待办' }, { timeout: 15_000 });
}

it('shows each to-do on a card that links to its filtered list, the lists and the chart; passes axe', async () => {
  const data = await workplace();
  const todos = await openHome();
  const { todos: figures, today } = data;
  const link = (name: string) => within(todos).getByRole('link', { name }).getAttribute('href');
  expect(link(`新投递：${figures.newSubmissions}`)).toBe(`${BASENAME}/jianli/index?status=new`);
  expect(link(`今日面试：${figures.interviewsToday}`)).toBe(`${BASENAME}/interview/index?from=${today}&to=${today}`);
  expect(link(`待审核报名：${figures.pendingHelpSignups}`)).toBe(`${BASENAME}/help/apply`);
  expect(link(`即将到期职位：${figures.expiringJobs}`)).toBe(`${BASENAME}/zhiwei/index?status=2&expiring=3&sort=expiresAt&order=asc`);
  expect(within(todos).getByRole('button', { name: `未读消息：${figures.unreadChats}` })).toBeTruthy();
  expect(
    within(todos)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent),
  ).toEqual([figures.newSubmissions, figures.unreadChats, figures.interviewsToday, figures.pendingHelpSignups, figures.expiringJobs].map(String));

  // The chart loads its ECharts on its own and draws SVG, named by the numbers it shows.
  const submissions = data.trend.reduce((n, d) => n + d.submissions, 0);
  const chats = data.trend.reduce((n, d) => n + d.chats, 0);
  const chart = await page().findByRole('img', { name: `近 7 天每日投递与沟通的折线图：投递共 ${submissions}，沟通共 ${chats}` }, { timeout: 15_000 });
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  // The legend names the two lines (the window has no width in jsdom, so the axis shows few days).
  expect(chart.textContent).toContain('投递');
  expect(chart.textContent).toContain('沟通');
  expect(await seriousViolations(document.querySelector('[data-page="home"]')!)).toEqual([]);
});

it('lists the next interviews (time where the reader is, candidate, job, status); one opens the interview drawer', async () => {
  const { nextInterviews, upcomingInterviews } = await workplace();
  expect(nextInterviews.length).toBeGreaterThan(0);
  await openHome();
  const list = page().getByRole('list', { name: '近期面试' });
  const rows = within(list).getAllByRole('link');
  const status = { 1: '待确认', 2: '已接受', 3: '已拒绝' } as Record<number, string>;
  expect(rows.map((row) => row.textContent)).toEqual(
    nextInterviews.map((i) => `${minuteText(i.interviewTime)}${i.candidateName} ${i.jobTitle}${status[i.status]}`),
  );
  expect(
    page()
      .getByRole('link', { name: `查看未来 7 天的全部 ${upcomingInterviews} 场面试` })
      .getAttribute('href'),
  ).toBe(`${BASENAME}/interview/index?upcoming=7`);

  fireEvent.click(rows[0]!);
  await waitFor(() => expect(here()).toBe(`/interview/index?id=${nextInterviews[0]!.id}`));
  const drawer = await screen.findByRole('dialog', { name: '面试详情' }, { timeout: 10_000 });
  await waitFor(() => expect(drawer.textContent).toContain(nextInterviews[0]!.candidateName), { timeout: 10_000 });
});

it('opens all the coming interviews: the list holds what the panel counts', async () => {
  const { upcomingInterviews } = await workplace();
  await openHome();
  fireEvent.click(page().getByRole('link', { name: `查看未来 7 天的全部 ${upcomingInterviews} 场面试` }));
  await waitFor(() => expect(here()).toBe('/interview/index?upcoming=7'));
  const table = await screen.findByRole('table', { name: '面试列表' }, { timeout: 10_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(upcomingInterviews + 1));
  expect(screen.getByLabelText<HTMLSelectElement>('近期').value).toBe('7');
  expect(within(table).queryByText('已取消')).toBeNull();
});

it('lists the latest conversations with their unread marks; one opens the chat modal on itself, without leaving home', async () => {
  const { latestConversations } = await workplace();
  expect(latestConversations.length).toBeGreaterThan(0);
  const opened: unknown[] = [];
  const off = chatEvents.on('open-chat', (payload) => opened.push(payload));
  try {
    await openHome();
    const list = page().getByRole('list', { name: '最新沟通' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.querySelector('.name')?.textContent)).toEqual(latestConversations.map((c) => c.name));
    latestConversations.forEach((conversation, i) => {
      const row = rows[i]!;
      expect(row.querySelector('time')?.textContent).toBe(minuteText(conversation.lastMessage!.at));
      expect(row.textContent).toContain(conversation.lastMessage!.text || '[');
      expect(row.textContent?.includes(`${conversation.unreadCount} 条未读`)).toBe(conversation.unreadCount > 0);
    });
    fireEvent.click(rows[0]!);
    expect(opened).toEqual([{ conversationID: latestConversations[0]!.conversationID }]);
    expect(here()).toBe('/home');
  } finally {
    off();
  }
});

it('opens the new submissions from their card', async () => {
  const { todos: figures } = await workplace();
  const todos = await openHome();
  fireEvent.click(within(todos).getByRole('link', { name: `新投递：${figures.newSubmissions}` }));
  await waitFor(() => expect(here()).toBe('/jianli/index?status=new'));
  const tabs = await screen.findByRole('tablist', { name: '简历列表' }, { timeout: 10_000 });
  expect(within(tabs).getByRole('tab', { selected: true }).textContent).toContain('新投递');
  const table = await screen.findByRole('table', { name: '简历列表' }, { timeout: 10_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  expect(screen.getByText(new RegExp(`共 ${figures.newSubmissions} 条`))).toBeTruthy();
});

it('opens the expiring jobs from their card: the list holds what the card counts, filtered in sight', async () => {
  const { todos: figures } = await workplace();
  const todos = await openHome();
  fireEvent.click(within(todos).getByRole('link', { name: `即将到期职位：${figures.expiringJobs}` }));
  await waitFor(() => expect(here()).toBe('/zhiwei/index?status=2&expiring=3&sort=expiresAt&order=asc'));
  const table = await screen.findByRole('table', { name: '职位列表' }, { timeout: 10_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(figures.expiringJobs + 1));
  expect(screen.getByLabelText<HTMLSelectElement>('到期').value).toBe('3');
  expect(screen.getByText(`第 1 / 1 页，共 ${figures.expiringJobs} 条`)).toBeTruthy();
});

it('opens the chat modal from the unread messages, without leaving home', async () => {
  const opened: unknown[] = [];
  const off = chatEvents.on('open-chat', (payload) => opened.push(payload));
  try {
    const { todos: figures } = await workplace();
    const todos = await openHome();
    fireEvent.click(within(todos).getByRole('button', { name: `未读消息：${figures.unreadChats}` }));
    expect(opened).toEqual([{}]);
    expect(here()).toBe('/home');
  } finally {
    off();
  }
});

it('says so, with an icon, when there is no interview to come and no conversation (other_admin)', async () => {
  const data = await workplace('other_admin');
  expect(data.nextInterviews).toEqual([]);
  expect(data.latestConversations).toEqual([]);
  await openHome('other_admin');
  const interviews = page().getByRole('region', { name: '近期面试' });
  const conversations = page().getByRole('region', { name: '最新沟通' });
  expect(within(interviews).getByRole('status').textContent).toBe('未来 7 天没有面试安排');
  expect(within(conversations).getByRole('status').textContent).toBe('还没有沟通，去招人或人才库找找候选人吧');
  for (const region of [interviews, conversations]) {
    expect(within(region).queryByRole('list')).toBeNull();
    expect(within(region).getByRole('status').querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  }
});

it('shows a failed load with a retry that loads the workplace', async () => {
  const { todos: figures } = await workplace();
  const serverFetch = globalThis.fetch;
  // The server is out of reach until the retry (the client itself retries a GET once).
  let down = true;
  let failures = 0;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('front/v1/home/workplace') && down) {
      failures += 1;
      return Promise.reject(new TypeError('network down'));
    }
    return serverFetch(input, init);
  }) as typeof fetch;
  try {
    setToken(tokens.get('demo_hr')!);
    renderApp('/home');
    const alert = await waitFor(() => page().getByRole('alert'), { timeout: 15_000 });
    expect(alert.textContent).toContain('加载失败');
    expect(page().queryByRole('list', { name: '今日待办' })).toBeNull();
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    const todos = await page().findByRole('list', { name: '今日待办' }, { timeout: 10_000 });
    expect(within(todos).getByRole('link', { name: `即将到期职位：${figures.expiringJobs}` })).toBeTruthy();
    expect(page().queryByRole('alert')).toBeNull();
    expect(failures).toBeGreaterThan(0);
  } finally {
    globalThis.fetch = serverFetch;
  }
});
