// interviewIndex against the real server, as demo_hr, rendered alone with the interview-card
// sender given by the test: the filters kept in the URL, ?id= opening the drawer and marking the
// row (also when the query changes while the page is open), the week calendar, cancel with a
// reason and reschedule (a past time refused, then a new one), each sending the updated card.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { useFakeOnly } from '@employment-cloud/test-support/dom/timers';
import { useLiveConsole } from '../../../test/live-console';
import type { InterviewRecord } from '@employment-cloud/api-contract';
import { InterviewServicesProvider } from '../../interview/interview.services';
import { createQueryClient } from '../../kit/query/query-client';
import type { Interview } from '../../interview/interview.types';
import { clearToken, setToken } from '../../session/token';
import InterviewListPage from './interview-list-page';
import { timeOptions } from '../../interview/interview.time';
import { dayText, weekDays } from './week';

const live = useLiveConsole({ i18n: true });
let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});
afterEach(() => {
  clearToken();
  sessionStorage.clear();
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${live().origin}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}
const all = async (query = '') => (await api<{ list: InterviewRecord[] }>(`front/v1/interview?pageNum=1&pageSize=100${query}`)).list;

let navigate: NavigateFunction;
let location = '';
function Probe() {
  navigate = useNavigate();
  const here = useLocation();
  location = here.pathname + here.search;
  return null;
}

function open(path = '/interview/index') {
  setToken(token);
  const sent: [string, Interview, string | undefined][] = [];
  const sendInterviewMessage = jest.fn(async (to: string, interview: Interview, summary?: string) => void sent.push([to, interview, summary]));
  // The providers the signed-in layout gives the page (the query client is the session gate's).
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <InterviewServicesProvider value={{ sendInterviewMessage }}>
          <Probe />
          <InterviewListPage />
        </InterviewServicesProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

/** The list (also while the drawer, a modal, hides it from the accessibility tree). */
async function table() {
  const found = await screen.findByRole('table', { name: '面试列表', hidden: true }, { timeout: 15_000 });
  await waitFor(() => expect(found.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  return found;
}
const rowsOf = (found: HTMLElement) =>
  within(found)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => within(row).queryAllByRole('cell').length > 1);
const times = (found: HTMLElement) => rowsOf(found).map((row) => within(row).getAllByRole('cell')[2]!.textContent);
const hm = (time: string) => time.slice(0, 16);

it('lists the interviews latest first and filters them by status, type and days, kept in the URL; passes axe', async () => {
  const every = await all();
  open();
  const found = await table();
  expect(times(found)).toEqual(every.slice(0, 10).map((i) => hm(i.interviewTime)));
  expect(await seriousViolations(document.body)).toEqual([]);

  fireEvent.click(screen.getByRole('tab', { name: '已拒绝' }));
  await waitFor(() => expect(location).toBe('/interview/index?status=3'));
  const declined = every.filter((i) => i.status === 3);
  expect(declined.length).toBeGreaterThan(0);
  await waitFor(() => expect(times(found)).toEqual(declined.map((i) => hm(i.interviewTime))), { timeout: 10_000 });
  expect(rowsOf(found).every((row) => row.textContent?.includes('已拒绝'))).toBe(true);

  fireEvent.click(screen.getByRole('tab', { name: '全部' }));
  fireEvent.change(screen.getByLabelText('面试类型'), { target: { value: '1' } });
  await waitFor(() => expect(location).toBe('/interview/index?type=1'));
  const online = every.filter((i) => i.interviewType === 1);
  await waitFor(() => expect(times(found)).toEqual(online.map((i) => hm(i.interviewTime))), { timeout: 10_000 });

  const today = dayText(new Date());
  fireEvent.change(screen.getByLabelText('面试类型'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: today } });
  await waitFor(() => expect(location).toBe(`/interview/index?from=${today}`));
  const upcoming = await all(`&from=${today}`);
  expect(upcoming.length).toBeLessThan(every.length);
  await waitFor(() => expect(times(found)).toEqual(upcoming.map((i) => hm(i.interviewTime))), { timeout: 10_000 });
});

it('?id= opens that interview in the drawer and marks its row; a new ?id= while open opens the next', async () => {
  const every = await all();
  const [first, second] = [every[1]!, every[3]!];
  open(`/interview/index?id=${first.id}`);
  const found = await table();
  const drawer = await screen.findByRole('dialog', { name: '面试详情' }, { timeout: 10_000 });
  await waitFor(() => expect(drawer.textContent).toContain(first.jobTitle));
  expect(drawer.textContent).toContain(hm(first.interviewTime));
  expect(drawer.textContent).toContain(first.mobile!);
  const marked = found.querySelectorAll('[aria-current="true"]');
  expect(marked).toHaveLength(1);
  expect(marked[0]!.closest('tr')!.textContent).toContain(hm(first.interviewTime));
  expect(await seriousViolations(document.body)).toEqual([]);

  fireEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(location).toBe('/interview/index');
  expect(found.querySelectorAll('[aria-current="true"]')).toHaveLength(0);

  // The chat card's 查看详情 while the page is open: only the query changes.
  act(() => {
    navigate(`/interview/index?id=${second.id}`);
  });
  const again = await screen.findByRole('dialog', { name: '面试详情' });
  await waitFor(() => expect(again.textContent).toContain(hm(second.interviewTime)));
  await waitFor(() => expect(found.querySelector('[aria-current="true"]')?.closest('tr')?.textContent).toContain(hm(second.interviewTime)));
});

it("shows this week's interviews in the calendar, today marked, and moves a week on", async () => {
  const days = weekDays(new Date());
  const next = weekDays(new Date(Date.now() + 7 * 86_400_000));
  const thisWeek = await all(`&from=${days[0]}&to=${days[6]}`);
  const nextWeek = await all(`&from=${next[0]}&to=${next[6]}`);
  expect(thisWeek.length).toBeGreaterThan(0);
  open();
  await table();
  fireEvent.click(screen.getByRole('button', { name: '日历' }));
  await waitFor(() => expect(location).toBe('/interview/index?view=calendar'));
  const calendar = await screen.findByRole('region', { name: '面试日历' });
  const blocks = () =>
    within(calendar)
      .queryAllByRole('button')
      .map((b) => b.textContent ?? '');
  await waitFor(() => expect(blocks()).toHaveLength(thisWeek.length), { timeout: 10_000 });
  for (const interview of thisWeek) {
    const day = within(calendar).getByRole('list', { name: new RegExp(interview.interviewTime.slice(5, 10)) });
    expect(
      within(day)
        .getAllByRole('button')
        .some((b) => b.textContent?.startsWith(interview.interviewTime.slice(11, 16))),
    ).toBe(true);
  }
  const today = calendar.querySelector('[aria-current="date"]');
  expect(today?.textContent).toContain(dayText(new Date()).slice(5));
  expect(today?.textContent).toContain('今天');
  expect(await seriousViolations(document.body)).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: '下一周' }));
  await waitFor(() => expect(location).toBe(`/interview/index?view=calendar&week=${next[0]}`));
  await screen.findByText(`${next[0]} 至 ${next[6]}`);
  await waitFor(() => expect(blocks()).toHaveLength(nextWeek.length), { timeout: 10_000 });
  expect(calendar.querySelector('[aria-current="date"]')).toBeNull();

  // A block opens its drawer.
  fireEvent.click(screen.getByRole('button', { name: '本周' }));
  await waitFor(() => expect(blocks()).toHaveLength(thisWeek.length), { timeout: 10_000 });
  fireEvent.click(within(calendar).getAllByRole('button')[0]!);
  expect(await screen.findByRole('dialog', { name: '面试详情' })).toBeTruthy();
});

it('cancels an interview after confirming with a reason; the list says 已取消 and the candidate gets the card', async () => {
  const pending = (await all('&status=1'))[0]!;
  const sent = open(`/interview/index?status=1`);
  const found = await table();
  fireEvent.click(within(found).getAllByRole('button', { name: new RegExp(`^取消面试 .* ${hm(pending.interviewTime)}$`) })[0]!);
  const dialog = await screen.findByRole('alertdialog', { name: '取消面试' });
  expect(dialog.textContent).toContain(hm(pending.interviewTime));
  fireEvent.click(within(dialog).getByRole('button', { name: '不取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect((await api<InterviewRecord>(`front/v1/interview/${pending.id}`)).status).toBe(1);
  expect(sent).toEqual([]);

  fireEvent.click(within(found).getAllByRole('button', { name: new RegExp(`^取消面试 .* ${hm(pending.interviewTime)}$`) })[0]!);
  const again = await screen.findByRole('alertdialog', { name: '取消面试' });
  fireEvent.change(within(again).getByLabelText('取消原因'), { target: { value: '岗位已招满' } });
  fireEvent.click(within(again).getByRole('button', { name: '确定取消' }));
  await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
  expect((await api<InterviewRecord>(`front/v1/interview/${pending.id}`)).status).toBe(4);
  const [to, card, summary] = sent[0]!;
  expect(to).toBe(pending.to);
  expect(summary).toBe('取消了面试');
  expect(card).toMatchObject({ id: pending.id, status: 4, statusText: '已取消', interviewTime: pending.interviewTime, cancelReason: '岗位已招满' });
  expect(String(card.remark).startsWith('取消原因：岗位已招满')).toBe(true);
  // The pending tab no longer holds it; all of them show it 已取消.
  await waitFor(() => expect(times(found)).not.toContain(hm(pending.interviewTime)), { timeout: 10_000 });
  fireEvent.click(screen.getByRole('tab', { name: '全部' }));
  await waitFor(() => {
    const row = rowsOf(found).find((r) => r.textContent?.includes(hm(pending.interviewTime)) && r.textContent?.includes(pending.jobTitle));
    expect(row?.textContent).toContain('已取消');
  });
});

/** Date (only it) at `at` and running on from there, for a step whose rules depend on the time of day. */
function clockAt(at: Date): void {
  useFakeOnly(['Date'], { now: at, advanceTimers: true });
}

it("shows an online interview's meeting link in the drawer and saves its .ics file with 下载日历", async () => {
  // The demo data's online interview with a link (src/db/seed/recruiting.ts).
  const linked = (await all('&type=1')).find((i) => i.meetingLink)!;
  expect(linked).toBeTruthy();
  const saved: Blob[] = [];
  const names: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => `blob:http://localhost/ics-${saved.push(blob)}`;
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  try {
    open(`/interview/index?id=${linked.id}`);
    const drawer = await screen.findByRole('dialog', { name: '面试详情' }, { timeout: 15_000 });
    const link = await within(drawer).findByRole('link', { name: linked.meetingLink! }, { timeout: 10_000 });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    fireEvent.click(within(drawer).getByRole('button', { name: '下载日历' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(names).toEqual([`interview-${linked.id}.ics`]);
    const text = Buffer.from(await saved[0]!.arrayBuffer()).toString('utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n[ \t]/g, '')).toContain(`\r\nURL:${linked.meetingLink}\r\n`);
  } finally {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  }
});

it('reschedules: a past time is refused before sending, a new one is saved (待确认 again) and sent as a card', async () => {
  const target = (await all('&status=2')).find((i) => i.interviewTime > dayText(new Date()))!;
  expect(target).toBeTruthy();
  const sent = open(`/interview/index?id=${target.id}`);
  const drawer = await screen.findByRole('dialog', { name: '面试详情' }, { timeout: 15_000 });
  await waitFor(() => expect(drawer.textContent).toContain(hm(target.interviewTime)));
  fireEvent.click(within(drawer).getByRole('button', { name: '改期' }));
  const dialog = await screen.findByRole('dialog', { name: '面试改期' });
  const date = within(dialog).getByLabelText('新的面试日期');
  const pad = (n: number) => String(n).padStart(2, '0');
  // Today at noon, whatever the hour of the run: its morning steps are past, its afternoon ones to come.
  const real = new Date();
  const noon = new Date(real.getFullYear(), real.getMonth(), real.getDate(), 12, 0);
  clockAt(noon);
  try {
    // Yesterday is not offered at all; 09:00 today is a time already past.
    fireEvent.change(date, { target: { value: dayText(new Date(noon.getTime() - 86_400_000)) } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定改期' }));
    await waitFor(() => expect(document.getElementById('interview-reschedule-date-error')?.textContent).toBe('请选择新的面试日期'));
    fireEvent.change(date, { target: { value: dayText(noon) } });
    const earlier = timeOptions()
      .filter((option) => option < '12:00')
      .pop()!;
    fireEvent.change(within(dialog).getByLabelText('新的面试时间'), { target: { value: earlier } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定改期' }));
    await waitFor(() => expect(document.getElementById('interview-reschedule-date-error')?.textContent).toBe('面试时间不能早于当前时间'));
  } finally {
    jest.useRealTimers();
  }
  expect(date.getAttribute('aria-invalid')).toBe('true');
  expect(await seriousViolations(document.body)).toEqual([]);
  expect((await api<InterviewRecord>(`front/v1/interview/${target.id}`)).interviewTime).toBe(target.interviewTime);

  const later = new Date(Date.now() + 3 * 86_400_000);
  const day = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}`;
  fireEvent.change(date, { target: { value: day } });
  fireEvent.change(within(dialog).getByLabelText('新的面试时间'), { target: { value: '10:15' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定改期' }));
  await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
  const saved = await api<InterviewRecord>(`front/v1/interview/${target.id}`);
  expect(saved).toMatchObject({ interviewTime: `${day} 10:15:00`, status: 1 });
  expect(sent[0]![1]).toMatchObject({ id: target.id, interviewTime: `${day} 10:15:00`, status: 1, statusText: '待确认' });
  expect(String(sent[0]![1].remark)).toContain('【面试已改期，请重新确认】');
  expect(sent[0]![2]).toBe('修改了面试时间');
  await waitFor(() => expect(drawer.textContent).toContain(`${day} 10:15`));
  expect(drawer.textContent).toContain('待确认');
});

it('offers a past interview its outcome, not 改期 or 取消; a declined one neither; both numbers labelled', async () => {
  const interviews = await all();
  const past = interviews.find((interview) => interview.past && interview.status === 2)!;
  const declined = interviews.find((interview) => interview.status === 3)!;
  const upcoming = interviews.find((interview) => !interview.past && interview.status === 1)!;
  const sent = open('/interview/index');
  const found = await table();
  const rowOf = (interview: InterviewRecord) =>
    rowsOf(found).find((row) => row.textContent?.includes(hm(interview.interviewTime)) && row.textContent?.includes(interview.jobTitle))!;
  // The row's actions: its buttons after the candidate's name, which opens the drawer.
  const actions = (interview: InterviewRecord) =>
    within(rowOf(interview))
      .queryAllByRole('button')
      .slice(1)
      .map((button) => button.textContent);
  expect(actions(upcoming)).toEqual(['查看', '改期', '取消面试']);
  expect(actions(past)).toEqual(['查看']);
  expect(actions(declined)).toEqual(['查看']);
  expect(within(rowOf(declined)).queryByRole('combobox')).toBeNull();
  expect(rowOf(past).textContent).toContain(`招聘方电话${past.mobile}`);
  expect(rowOf(past).textContent).toContain(`候选人电话${past.candidateMobile}`);

  const outcome = within(rowOf(past)).getByRole('combobox', { name: new RegExp(`^面试结果 .* ${hm(past.interviewTime)}$`) });
  fireEvent.change(outcome, { target: { value: '3' } });
  await waitFor(() => expect(rowOf(past).textContent).toContain('已接受 · 已录用'), { timeout: 10_000 });
  expect((await api<InterviewRecord>(`front/v1/interview/${past.id}`)).outcome).toBe(3);
  // The recruiter's own record: the candidate is sent nothing.
  expect(sent).toEqual([]);
});
