// interviewIndex's 导出 against the real server, as demo_hr: every interview of the filter (all
// pages, not the one on screen) as CSV, with the list's columns as the table writes them.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { MemoryRouter } from 'react-router-dom';
import { useLiveConsole } from '../../../test/live-console';
import type { InterviewRecord } from '@employment-cloud/api-contract';
import { createQueryClient } from '../../kit/query/query-client';
import { clearToken, setToken } from '../../session/token';
import InterviewListPage from './interview-list-page';
import type { Submission } from '@employment-cloud/api-contract';
import { dayFromToday } from '../../../test/interview-form';

const live = useLiveConsole({ i18n: true });
let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});
afterEach(() => {
  clearToken();
  sessionStorage.clear();
});

// jsdom saves nothing: record the CSV the page saves, under which name.
const saved: { name: string; blob: Blob }[] = [];
const made = new Map<string, Blob>();
let click: jest.SpyInstance;
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/csv-${made.size + 1}`;
    made.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: made.get(this.href)! });
  });
});
afterAll(() => click.mockRestore());
afterEach(() => {
  saved.length = 0;
  made.clear();
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${live().origin}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${live().origin}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** More interviews than one page holds (the demo data has fewer): one a day for the first candidates. */
async function moreThanOnePage() {
  const { count } = await api<{ count: number }>('front/v1/interview?pageNum=1&pageSize=1');
  const jobs = await api<{ list: { id: number }[] }>('front/v1/job?pageNum=1&pageSize=1&status=2');
  const { list } = await api<{ list: Submission[] }>('front/v1/submission?pageNum=1&pageSize=20');
  for (const [index, s] of list.slice(0, Math.max(0, 12 - count)).entries()) {
    await post('front/v1/interview', {
      jobId: jobs.list[0]!.id,
      mobile: '13800138000',
      interviewType: 2,
      address: '测试地址',
      meetingLink: '',
      latitude: null,
      longitude: null,
      interviewTime: `${dayFromToday(index + 3)} 10:00:00`,
      remark: '',
      to: s.candidate.chatId,
    });
  }
}

const csvOf = (blob: Blob) =>
  new Promise<string[][]>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        Papa.parse<string[]>(
          String(reader.result)
            .replace(/^\uFEFF/, '')
            .trimEnd(),
        ).data,
      );
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });

async function openAndExport(path: string) {
  setToken(token);
  // The query client is the session gate's in the console.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <InterviewListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const table = await screen.findByRole('table', { name: '面试列表' }, { timeout: 15_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  fireEvent.click(screen.getByRole('button', { name: '导出' }));
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
  return table;
}

it("exports every interview of the list, all pages, with the list's columns", async () => {
  await moreThanOnePage();
  const { list, count } = await api<{ list: InterviewRecord[]; count: number }>('front/v1/interview?pageNum=1&pageSize=100');
  expect(count).toBeGreaterThan(10);
  const table = await openAndExport('/interview/index');
  expect(saved[0]!.name).toMatch(/^面试记录-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = await csvOf(saved[0]!.blob);
  expect(rows[0]).toEqual(['候选人', '岗位', '面试时间', '面试类型', '地点 / 链接', '招聘方电话', '候选人电话', '状态']);
  expect(rows).toHaveLength(count + 1);
  expect(rows.slice(1).map((r) => r[1])).toEqual(list.map((i) => i.jobTitle));
  // The first page's rows as the table writes them (the two numbers in one cell there).
  const shown = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows.slice(1, 1 + shown.length).map((r) => [r[0], r[1], r[2], r[3], r[4], `招聘方电话${r[5] || '—'}候选人电话${r[6] || '—'}`, r[7]])).toEqual(
    shown.map((cells) => cells.slice(0, 7)),
  );
});

it('exports only what the filter finds', async () => {
  const { list } = await api<{ list: InterviewRecord[] }>('front/v1/interview?pageNum=1&pageSize=100&status=4');
  expect(list.length).toBeGreaterThan(0);
  await openAndExport('/interview/index?status=4');
  const rows = await csvOf(saved[0]!.blob);
  expect(rows.slice(1).map((r) => [r[1], r[7]])).toEqual(list.map((i) => [i.jobTitle, expect.stringMatching(/^已取消/)]));
});
