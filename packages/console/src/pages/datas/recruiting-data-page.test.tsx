// datasIndex in the whole console against the real server, as demo_hr: the last 30 days by
// default, the tables as the server answers them, another range's numbers on 近7天, and the CSV
// export writing exactly the rows shown; axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { RecruitingData } from '@employment-cloud/api-contract';
import { setToken } from '../../session/token';
import { serverApi } from '../../../test/list-pages';
import { dayOf, defaultRange } from './data-range';

const live = useLiveConsole();

// jsdom has no canvas: ECharts (SVG) measures its labels' text with one; a fixed width per character will do.
beforeAll(() => {
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({ measureText: (text: string) => ({ width: text.length * 7 }), font: '' }) as unknown as CanvasRenderingContext2D);
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
resetAppAfterEach();

let token = '';
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});
const api = serverApi(live, () => token);
const dataOf = (days: number) => {
  const { from, to } = defaultRange(new Date(), days);
  return api<RecruitingData>(`front/v1/statistics/recruiting?start=${dayOf(from)}&end=${dayOf(to)}`);
};
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const open = async () => {
  setToken(token);
  renderApp('/datas/index');
  const daily = await screen.findByTestId('datas-daily', {}, { timeout: 15_000 });
  return { daily, jobs: screen.getByTestId('datas-by-job') };
};

it('shows the last 30 days as the server answers them: daily rows, jobs, totals; passes axe', async () => {
  const data = await dataOf(30);
  const { daily, jobs } = await open();
  const rows = cells(daily);
  expect(rows).toHaveLength(1 + 30 + 1);
  expect(rows[0]).toEqual(['日期', '浏览', '投递', '沟通', '面试', '录用']);
  expect(rows[1]).toEqual([data.series[0]!.day, ...['views', 'submissions', 'chats', 'interviews', 'hires'].map((m) => String(data.series[0]![m as 'views']))]);
  expect(rows.at(-1)).toEqual(['合计', ...Object.values(data.totals).map(String)]);
  expect(data.totals.views).toBeGreaterThan(0);
  expect(
    cells(jobs)
      .slice(1, -1)
      .map((row) => row[0]),
  ).toEqual(data.jobs.map((j) => j.title));
  expect(screen.getByRole('img', { name: new RegExp(`招聘漏斗：浏览 ${data.totals.views}，投递 ${data.totals.submissions}`) })).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="datasIndex"]')!)).toEqual([]);
});

it('近7天 shows that range’s numbers', async () => {
  const week = await dataOf(7);
  const { daily } = await open();
  fireEvent.click(screen.getByRole('button', { name: '近7天' }));
  await waitFor(() => expect(cells(screen.getByTestId('datas-daily'))).toHaveLength(1 + 7 + 1), { timeout: 10_000 });
  expect(cells(screen.getByTestId('datas-daily')).at(-1)).toEqual(['合计', ...Object.values(week.totals).map(String)]);
  expect(daily).toBeTruthy();
});

it('exports the daily table exactly as shown', async () => {
  const { daily } = await open();
  const saved: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  const names: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:test';
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  try {
    fireEvent.click(screen.getByRole('button', { name: '导出按日数据' }));
    expect(saved).toHaveLength(1);
    const text = (await textOf(saved[0]!)).replace(/^\uFEFF/, '');
    const lines = text
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(lines).toEqual(cells(daily));
    expect(names[0]).toMatch(/^recruiting-daily-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  } finally {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  }
});
