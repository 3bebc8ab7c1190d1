// Times in the reader's time zone (issue 32, defect 1): the server sends instants in UTC, and a
// recruiter in Beijing reads 更新时间 and 投递时间 in Beijing time, to the second. The browser runs
// in Asia/Shanghai while this machine is in UTC, so a time shown as the server's UTC reading fails.
import type { Page, Response } from 'playwright-core';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import type { ConsoleLayout } from './models/console-layout';
import { loadedTable } from './models/recruiting-pages';
import { signedIn } from './models/signed-in';

let app: ConsoleApp;
let page: Page;
let layout: ConsoleLayout;

beforeAll(async () => {
  app = await startConsoleApp();
  ({ page, layout } = await signedIn(app, 'demo_hr', { timezoneId: 'Asia/Shanghai' }));
}, 120_000);
afterAll(() => app?.close());

/** An instant as Beijing reads it, yyyy-MM-dd HH:mm:ss: UTC+8 all year (China keeps no summer time). */
const beijing = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The list answer the page itself received for `path`, while `action` ran. */
async function listAnswer<T>(path: string, action: () => Promise<void>): Promise<T[]> {
  const answered = page.waitForResponse((res: Response) => new URL(res.url()).pathname === path && res.request().method() === 'GET');
  await action();
  const body = (await (await answered).json()) as { data: { list: T[] } };
  return body.data.list;
}

/** The texts of one column of a loaded table, top row first. */
async function column(tableName: string, header: string): Promise<string[]> {
  const table = await loadedTable(page, tableName);
  const headers = await table.locator('thead th').allTextContents();
  const index = headers.findIndex((text) => text.includes(header));
  expect(index).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}

describe('a recruiter in Beijing', () => {
  it('reads each job’s 更新时间 in Beijing time, to the second', async () => {
    const jobs = await listAnswer<{ updatedAt: string }>('/front/v1/job', () => layout.openFromMenu('职位管理'));
    expect(jobs.length).toBeGreaterThan(0);
    expect(await column('职位列表', '更新时间')).toEqual(jobs.map((job) => beijing(job.updatedAt)));
  });

  it('reads each submission’s 投递时间 in Beijing time', async () => {
    const submissions = await listAnswer<{ submittedAt: string }>('/front/v1/submission', () => layout.openFromMenu('简历投递'));
    expect(submissions.length).toBeGreaterThan(0);
    expect(await column('简历列表', '投递时间')).toEqual(submissions.map((submission) => beijing(submission.submittedAt)));
  });
});
