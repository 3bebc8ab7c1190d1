// jianliIndex's batch actions in the whole console against the real server, as demo_hr: row
// selection, a verdict for the selected, one invitation for several, their resumes as one zip,
// and the CSV of the selection or of the whole filter.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { Job } from '@employment-cloud/api-contract';
import type { Submission } from '@employment-cloud/api-contract';
import { dayFromToday, fillForm, submitForm } from '../../../test/interview-form';
import { dateTimeText } from '../../kit';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();
afterEach(() => sessionStorage.clear());

// jsdom has no object URLs and saves nothing: record what the page saves, under which name.
const saved: { name: string; blob: Blob }[] = [];
const pending = new Map<string, Blob>();
let click: jest.SpyInstance;
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/saved-${pending.size + saved.length + 1}`;
    pending.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: pending.get(this.href)! });
  });
});
afterAll(() => click.mockRestore());
afterEach(() => {
  saved.length = 0;
  pending.clear();
});

let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${live().origin}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}
const submissions = (query = '') => api<{ list: Submission[]; count: number }>(`front/v1/submission?pageNum=1&pageSize=10${query}`);

async function openList(path = '/jianli/index') {
  setToken(token);
  renderApp(path);
  const table = await screen.findByRole('table', { name: '简历列表' }, { timeout: 15_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  return table;
}
const bar = () => screen.getByRole('toolbar', { name: '批量操作' });
/** Ticks the rows of these submissions (by the candidate's name; the first row of each name). */
function select(table: HTMLElement, rows: readonly Submission[]) {
  for (const row of rows) fireEvent.click(within(table).getAllByRole('checkbox', { name: `选择 ${row.candidate.name}` })[0]!);
}
/** Submissions of distinct candidates (a candidate's rows share one name on the page). */
const distinctCandidates = (list: Submission[]) => [...new Map(list.map((s) => [s.candidate.name, s])).values()];
/** The CSV's text without its BOM (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });

it('selects rows by their named checkboxes and the page by the header one; a new page starts with none', async () => {
  const { list } = await submissions();
  const table = await openList();
  const boxes = within(table).getAllByRole('checkbox', { name: /^选择 / });
  expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(list.map((s) => `选择 ${s.candidate.name}`));
  // Native checkboxes: in the tab order.
  expect(boxes.every((box) => box.tabIndex === 0)).toBe(true);
  expect(within(bar()).queryByText(/^已选/)).toBeNull();
  fireEvent.click(within(table).getByRole('checkbox', { name: '选择本页全部' }));
  await waitFor(() => expect(within(bar()).getByText(`已选 ${list.length} 项`)).toBeTruthy());
  expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
  fireEvent.click(boxes[0]!);
  await waitFor(() => expect(within(bar()).getByText(`已选 ${list.length - 1} 项`)).toBeTruthy());
  expect((within(table).getByRole('checkbox', { name: '选择本页全部' }) as HTMLInputElement).checked).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(within(bar()).queryByText(/^已选/)).toBeNull());
  expect(within(bar()).getByRole('button', { name: '导出 CSV' })).toBeTruthy();
});

it('marks the selected candidates 待定 with one toast, and the list follows', async () => {
  const chosen = distinctCandidates((await submissions('&status=new')).list).slice(0, 2);
  expect(chosen).toHaveLength(2);
  const table = await openList('/jianli/index?status=new');
  select(table, chosen);
  await waitFor(() => expect(within(bar()).getByText('已选 2 项')).toBeTruthy());
  fireEvent.click(within(bar()).getByRole('button', { name: '标为待定' }));
  expect(await screen.findByText('已将 2 位候选人标记为“待定”', {}, { timeout: 10_000 })).toBeTruthy();
  const pendingIds = (await api<{ list: Submission[] }>('front/v1/submission?pageNum=1&pageSize=100&status=pending')).list.map((s) => s.id);
  for (const s of chosen) expect(pendingIds).toContain(s.id);
  // They left the 新投递 tab, and the selection went with them.
  await waitFor(() => expect(within(table).queryAllByRole('checkbox', { name: `选择 ${chosen[0]!.candidate.name}` })).toHaveLength(0));
  expect(within(bar()).queryByText(/^已选/)).toBeNull();
});

it('downloads the selected resumes as one zip, one file per candidate, in the list order', async () => {
  const chosen = distinctCandidates((await submissions()).list).slice(0, 3);
  const table = await openList();
  select(table, chosen);
  fireEvent.click(within(bar()).getByRole('button', { name: '下载简历（zip）' }));
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
  expect(saved[0]!.name).toMatch(/^简历-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
  expect(Object.keys(entries)).toEqual(chosen.map((s) => `${s.candidate.name}的简历.pdf`));
  for (const bytes of Object.values(entries)) expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
});

it('exports the selected rows as CSV, with the columns of the list', async () => {
  const { list } = await submissions();
  const chosen = [list[1]!, list[3]!];
  const table = await openList();
  select(table, chosen);
  fireEvent.click(within(bar()).getByRole('button', { name: '导出所选（CSV）' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.name).toMatch(/^简历投递-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = Papa.parse<string[]>(await textOf(saved[0]!.blob)).data;
  expect(rows[0]).toEqual(['姓名', '求职者信息', '投递职位', '状态', '投递时间']);
  const statusText = { new: '新投递', viewed: '已查看', suitable: '合适', pending: '待定', unsuitable: '不合适', interview: '面试' };
  // The rows as the table shows them, in the table's order.
  const shown = within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => (within(row).getByRole('checkbox') as HTMLInputElement).checked)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1, 6)
        .map((cell) => cell.textContent!.replace('未读', '')),
    );
  expect(rows.slice(1)).toEqual(shown);
  expect(rows.slice(1).map((r) => [r[0], r[2], r[3], r[4]])).toEqual(
    chosen.map((s) => [s.candidate.name, s.job.title, statusText[s.status], dateTimeText(s.submittedAt)]),
  );
});

it('with nothing selected, exports every row of the filter, all pages', async () => {
  const { list: all, count } = await api<{ list: Submission[]; count: number }>('front/v1/submission?pageNum=1&pageSize=100&order=asc');
  expect(count).toBeGreaterThan(10);
  await openList('/jianli/index?order=asc');
  fireEvent.click(within(bar()).getByRole('button', { name: '导出 CSV' }));
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
  const rows = Papa.parse<string[]>((await textOf(saved[0]!.blob)).trimEnd()).data;
  expect(rows.slice(1).map((r) => r[0])).toEqual(all.map((s) => s.candidate.name));
  expect(rows).toHaveLength(count + 1);
});

it('invites the selected candidates with one form: an interview each, one toast', async () => {
  const published = new Set((await api<{ list: Job[] }>('front/v1/job?pageNum=1&pageSize=100&status=2')).list.map((job) => job.id));
  const { list } = await submissions();
  const chosen = distinctCandidates(list.filter((s) => s.status !== 'interview' && published.has(s.job.id))).slice(0, 2);
  expect(chosen).toHaveLength(2);
  const before = await api<{ count: number }>('front/v1/interview?pageNum=1&pageSize=1');
  const table = await openList();
  select(table, chosen);
  fireEvent.click(within(bar()).getByRole('button', { name: '邀请面试' }));
  const dialog = await screen.findByRole('dialog', { name: '邀请 2 位候选人面试' });
  expect(dialog.textContent).toContain(`${chosen[0]!.candidate.name}、${chosen[1]!.candidate.name}`);
  await waitFor(() => expect(within(dialog).getByLabelText<HTMLSelectElement>('岗位').disabled).toBe(false), { timeout: 10_000 });
  await fillForm({ jobId: chosen[0]!.job.id, mobile: '13800138000', date: dayFromToday(2) });
  submitForm();
  // The chat is not connected in this suite: the interviews exist, their cards were not sent.
  expect(await screen.findByText('已邀请 2 人面试，2 人的面试卡片未能发送：聊天未连接', {}, { timeout: 15_000 })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /邀请 2 位候选人面试/ })).toBeNull());
  const after = await api<{ list: { to: string; jobId: number }[]; count: number }>('front/v1/interview?pageNum=1&pageSize=100');
  expect(after.count).toBe(before.count + 2);
  for (const s of chosen) expect(after.list.some((i) => i.to === s.candidate.chatId && i.jobId === chosen[0]!.job.id)).toBe(true);
});
