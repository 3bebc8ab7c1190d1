// jianliIndex in the whole console against the real server, as demo_hr: the status tabs and their
// counts, the job filter, the resume drawer (marks viewed, shows the PDF), verdicts, chat,
// interview invitation and download; axe.
import { chatEvents } from '@employment-cloud/chat-widget';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { Job } from '@employment-cloud/api-contract';
import type { Submission, SubmissionCounts, SubmissionDetail } from '@employment-cloud/api-contract';
import { dayFromToday, fillForm, submitForm } from '../../../test/interview-form';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();
afterEach(() => sessionStorage.clear());

// jsdom has no object URLs: record what the page makes of the file's bytes.
const blobs: Blob[] = [];
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => `blob:http://localhost/resume-${blobs.push(blob)}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  blobs.length = 0;
});

let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});

/** The server's own answer, beside the page (Node's fetch, the demo_hr token). */
async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${live().origin}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}
const submissions = (query = '') => api<{ list: Submission[]; count: number }>(`front/v1/submission?pageNum=1&pageSize=10${query}`);
const counts = (query = '') => api<SubmissionCounts>(`front/v1/submission/counts${query}`);

async function openList(path = '/jianli/index') {
  setToken(token);
  renderApp(path);
  const table = await screen.findByRole('table', { name: '简历列表' }, { timeout: 15_000 });
  await busyDone(table);
  return table;
}
const busyDone = (table: HTMLElement) => waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
/** The rows' candidate names (the cell after the checkbox, without its 未读 mark); under an open drawer too. */
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => within(row).getAllByRole('cell', { hidden: true })[1]!.querySelector('button')?.textContent);
/** A fact of the drawer: the text beside its label. */
const fact = (drawer: HTMLElement, label: string) => [...drawer.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
const tabTexts = () =>
  within(screen.getByRole('tablist', { name: '简历列表' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const expectedTabs = (c: SubmissionCounts) => [
  `全部（${c.all}）`,
  `新投递（${c.new}）`,
  `已查看（${c.viewed}）`,
  `合适（${c.suitable}）`,
  `待定（${c.pending}）`,
  `不合适（${c.unsuitable}）`,
  `面试（${c.interview}）`,
];

it('shows the status tabs with their counts and the submissions, newest first, the unread marked; passes axe', async () => {
  const expected = await counts();
  const { list, count } = await submissions();
  expect(list.some((s) => !s.viewed)).toBe(true);
  const table = await openList();
  await waitFor(() => expect(tabTexts()).toEqual(expectedTabs(expected)));
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe(`全部（${expected.all}）`);
  expect(names(table)).toEqual(list.map((s) => s.candidate.name));
  // The unread ones carry their mark, in the order of submission (newest first), as the header says.
  const marks = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent!.includes('未读'));
  expect(marks).toEqual(list.map((s) => !s.viewed));
  const times = list.map((s) => Date.parse(s.submittedAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(
    within(table)
      .getByRole('columnheader', { name: /投递时间/ })
      .getAttribute('aria-sort'),
  ).toBe('descending');
  expect(screen.getByText(`第 1 / ${Math.ceil(count / 10)} 页，共 ${count} 条`)).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="jianliIndex"]')!)).toEqual([]);
});

it('filters by job and by status tab, the counts following the job; remembers the filters', async () => {
  const { list } = await submissions();
  const job = list[0]!.job;
  const table = await openList();
  const select = screen.getByLabelText<HTMLSelectElement>('投递职位');
  await waitFor(() => expect([...select.options].map((o) => o.value)).toContain(String(job.id)));
  fireEvent.change(select, { target: { value: String(job.id) } });
  await waitFor(() => expect(here()).toBe(`/jianli/index?jobId=${job.id}`));
  await busyDone(table);
  const byJob = await submissions(`&jobId=${job.id}`);
  await waitFor(() => expect(names(table)).toEqual(byJob.list.map((s) => s.candidate.name)));
  expect(byJob.list.every((s) => s.job.id === job.id)).toBe(true);
  const jobCounts = await counts(`?jobId=${job.id}`);
  expect(jobCounts.all).toBeLessThan((await counts()).all);
  await waitFor(() => expect(tabTexts()).toEqual(expectedTabs(jobCounts)));

  const status = (['new', 'viewed', 'interview'] as const).find((s) => jobCounts[s] > 0) ?? 'new';
  const label = { new: '新投递', viewed: '已查看', interview: '面试' }[status];
  fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${label}`) }));
  await waitFor(() => expect(here()).toBe(`/jianli/index?jobId=${job.id}&status=${status}`));
  await busyDone(table);
  const filtered = await submissions(`&jobId=${job.id}&status=${status}`);
  await waitFor(() => expect(names(table)).toEqual(filtered.list.map((s) => s.candidate.name)));
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .every((row) => row.textContent!.includes(job.title)),
  ).toBe(true);

  // Elsewhere and back through the menu: the list opens as it was left.
  fireEvent.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '职位管理' }));
  await screen.findByRole('heading', { name: '职位管理' });
  fireEvent.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '简历投递' }));
  await waitFor(() => expect(here()).toBe(`/jianli/index?jobId=${job.id}&status=${status}`));
});

it('opens a new resume in the drawer: profile, education, experience, the PDF; marks it viewed; 待定 from the drawer', async () => {
  const before = await counts();
  const submission = (await submissions('&status=new')).list[0]!;
  const table = await openList('/jianli/index?status=new');
  expect(names(table)[0]).toBe(submission.candidate.name);
  fireEvent.click(within(table).getAllByRole('button', { name: submission.candidate.name })[0]!);
  const drawer = await screen.findByRole('dialog', { name: `简历详情：${submission.candidate.name}` });
  // Opened: viewed on the server, and the list and counts follow.
  await waitFor(async () => expect((await counts()).new).toBe(before.new - 1));
  await waitFor(() => expect(screen.getByRole('tab', { name: `新投递（${before.new - 1}）`, hidden: true })).toBeTruthy());
  const stillNew = await submissions('&status=new');
  expect(stillNew.list.map((s) => s.id)).not.toContain(submission.id);
  await waitFor(() => expect(names(table)).toEqual(stillNew.list.map((s) => s.candidate.name)));
  const detail = await api<SubmissionDetail>(`front/v1/submission/${submission.id}`);
  await waitFor(() => expect(drawer.textContent).toContain(detail.resume.profile.mobile!));
  for (const text of [detail.resume.education.degree!, detail.resume.education.major!, detail.resume.experience!]) expect(drawer.textContent).toContain(text);
  expect(fact(drawer, '投递职位')).toBe(submission.job.title);
  expect(fact(drawer, '状态')).toBe('已查看');
  // The sex is kept as its dictionary value (1 男, 2 女); the salary in yuan shows as K.
  expect(fact(drawer, '性别')).toBe({ '1': '男', '2': '女' }[detail.resume.profile.sex!]);
  const wanted = detail.resume.expectations[0]!;
  expect(drawer.textContent).toContain(`${wanted.salaryMin! / 1000}-${wanted.salaryMax! / 1000}K`);
  // No upload: the resume rendered as a PDF, fetched with the session and shown in a frame.
  const frame = await within(drawer).findByTitle(`简历预览：${detail.resume.download.name}`, {}, { timeout: 10_000 });
  expect(frame.getAttribute('src')).toBe('blob:http://localhost/resume-1');
  expect(blobs[0]!.type).toBe('application/pdf');
  expect(
    Buffer.from(await blobs[0]!.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(
    within(drawer)
      .getByRole('link', { name: `打开 ${detail.resume.download.name}` })
      .getAttribute('href'),
  ).toBe('blob:http://localhost/resume-1');
  expect(await seriousViolations(document.body)).toEqual([]);

  fireEvent.click(within(within(drawer).getByRole('group', { name: '简历操作' })).getByRole('button', { name: '待定' }));
  await waitFor(() => expect(fact(drawer, '状态')).toBe('待定'), { timeout: 10_000 });
  expect((await api<SubmissionDetail>(`front/v1/submission/${submission.id}`)).status).toBe('pending');
  const after = await counts();
  expect(after.pending).toBeGreaterThan(before.pending);
  await waitFor(() => expect(screen.getByRole('tab', { name: `待定（${after.pending}）`, hidden: true })).toBeTruthy());
  fireEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Its row left the 新投递 tab meanwhile: focus goes to the tab, not nowhere.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: /^新投递/ })));
});

it('marks a submission 合适 from its row, and the tab counts follow', async () => {
  const before = await counts();
  const submission = (await submissions('&status=viewed')).list[0] ?? (await submissions('&status=new')).list[0]!;
  const from = submission.status === 'viewed' ? '已查看' : '新投递';
  const table = await openList(`/jianli/index?status=${submission.status}`);
  await waitFor(() => expect(tabTexts()).toEqual(expectedTabs(before)));
  fireEvent.click(within(table).getAllByRole('button', { name: `合适 ${submission.candidate.name}` })[0]!);
  expect(await screen.findByText('已标记为“合适”')).toBeTruthy();
  const after = await counts();
  expect(after.suitable).toBeGreaterThan(before.suitable);
  expect(after[submission.status]).toBeLessThan(before[submission.status]);
  expect(after.all).toBe(before.all);
  await waitFor(() => expect(tabTexts()).toEqual(expectedTabs(after)));
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe(`${from}（${after[submission.status]}）`);
  const rest = await submissions(`&status=${submission.status}`);
  expect(rest.list.map((s) => s.id)).not.toContain(submission.id);
  await waitFor(() => expect(names(table)).toEqual(rest.list.map((s) => s.candidate.name)));
  fireEvent.click(screen.getByRole('tab', { name: `合适（${after.suitable}）` }));
  await waitFor(() => expect(names(table)).toContain(submission.candidate.name), { timeout: 10_000 });
});

it('沟通 opens the chat with the candidate about the job, from the drawer and from the row', async () => {
  const opened: unknown[] = [];
  const off = chatEvents.on('open-chat', (payload) => opened.push(payload));
  try {
    const submission = (await submissions()).list[0]!;
    const table = await openList();
    fireEvent.click(within(table).getAllByRole('button', { name: submission.candidate.name })[0]!);
    const drawer = await screen.findByRole('dialog', { name: `简历详情：${submission.candidate.name}` });
    fireEvent.click(await within(drawer).findByRole('button', { name: '沟通' }));
    expect(opened).toEqual([{ userID: String(submission.candidate.id), jobId: submission.job.id }]);
    // The chat takes over: the drawer closes.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /简历详情/ })).toBeNull());
    chatEvents.emit('close-chat');

    const other = (await submissions()).list.find((s) => s.candidate.id !== submission.candidate.id)!;
    fireEvent.click(within(table).getAllByRole('button', { name: `沟通 ${other.candidate.name}`, hidden: true })[0]!);
    expect(opened[1]).toEqual({ userID: String(other.candidate.id), jobId: other.job.id });
    expect(here()).toBe('/jianli/index');
  } finally {
    off();
  }
});

it('邀请面试 opens the invitation for the candidate; the invitation sent makes the submission 面试', async () => {
  const published = new Set((await api<{ list: Job[] }>('front/v1/job?pageNum=1&pageSize=100&status=2')).list.map((job) => job.id));
  const submission = (await api<{ list: Submission[] }>('front/v1/submission?pageNum=1&pageSize=100')).list.find(
    (s) => s.status !== 'interview' && published.has(s.job.id),
  )!;
  const before = await counts();
  const table = await openList(`/jianli/index?keyword=${encodeURIComponent(submission.candidate.name)}`);
  fireEvent.click(within(table).getAllByRole('button', { name: `邀请面试 ${submission.candidate.name}` })[0]!);
  const dialog = await screen.findByRole('dialog', { name: '邀请面试' });
  await fillForm({ jobId: submission.job.id, mobile: '13800138000', date: dayFromToday(1) });
  submitForm();
  // Without a connected chat the flow stops at opening the conversation, after the interview exists
  // (the chat modal it asked for hides the rest of the page).
  const failed = await within(dialog).findByRole('alert', { hidden: true }, { timeout: 10_000 });
  expect(failed.textContent).toContain('打开会话失败');
  const interviews = await api<{ list: { to: string; jobId: number }[] }>(`front/v1/interview?pageNum=1&pageSize=100`);
  expect(interviews.list.some((i) => i.to === submission.candidate.chatId && i.jobId === submission.job.id)).toBe(true);
  fireEvent.click(within(dialog).getByRole('button', { name: '关闭', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '邀请面试', hidden: true })).toBeNull());
  const after = await counts();
  expect(after.interview).toBeGreaterThan(before.interview);
  await waitFor(() => expect(screen.getByRole('tab', { name: `面试（${after.interview}）`, hidden: true })).toBeTruthy());
  chatEvents.emit('close-chat');
});

it('下载 saves the resume file under its name', async () => {
  const submission = (await submissions()).list[0]!;
  const saved: { href: string; download: string }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  try {
    const table = await openList();
    fireEvent.click(within(table).getAllByRole('button', { name: `下载 ${submission.candidate.name}` })[0]!);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ href: 'blob:http://localhost/resume-1', download: `${submission.candidate.name}的简历.pdf` });
    expect(blobs[0]!.size).toBeGreaterThan(100);
  } finally {
    click.mockRestore();
  }
});

it('keeps a row where it is once its resume is read, and sorts by 投递时间 both ways', async () => {
  const { list } = await submissions();
  const table = await openList();
  const before = names(table);
  const unread = list.find((s) => !s.viewed)!;
  fireEvent.click(within(table).getAllByRole('button', { name: unread.candidate.name })[0]!);
  const drawer = await screen.findByRole('dialog', { name: '简历详情' }, { timeout: 10_000 });
  fireEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await busyDone(table);
  // Read now: its mark is gone, and nothing moved.
  await waitFor(() => expect(names(table)).toEqual(before));
  const row = within(table).getAllByRole('row')[before.indexOf(unread.candidate.name) + 1]!;
  await waitFor(() => expect(row.textContent).not.toContain('未读'));

  fireEvent.click(within(within(table).getByRole('columnheader', { name: /投递时间/ })).getByRole('button'));
  await waitFor(() => expect(here()).toContain('order=asc'));
  await busyDone(table);
  const oldest = await api<{ list: Submission[] }>('front/v1/submission?pageNum=1&pageSize=10&sort=submittedAt&order=asc');
  await waitFor(() => expect(names(table)).toEqual(oldest.list.map((s) => s.candidate.name)));
  expect(
    within(table)
      .getByRole('columnheader', { name: /投递时间/ })
      .getAttribute('aria-sort'),
  ).toBe('ascending');
});
