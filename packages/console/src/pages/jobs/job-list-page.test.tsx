// zhiweiIndex in the whole console against the real server, as demo_hr: the status tabs and
// their counts, search, sorting, the confirmed row actions, bulk take-offline, remembered
// filters, and 发布职位.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { Job, JobStatusCounts } from '@employment-cloud/api-contract';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();
afterEach(() => sessionStorage.clear());

let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});

/** The server's own answer, beside the page (Node's fetch, the demo_hr token). */
async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${live().origin}/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

async function openList(path = '/zhiwei/index') {
  setToken(token);
  renderApp(path);
  const table = await screen.findByRole('table', { name: '职位列表' }, { timeout: 15_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  return table;
}

/** The rows' titles: the first cell that is not the selection's. */
const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        within(row)
          .getAllByRole('cell')
          .find((cell) => !cell.querySelector('input[type=checkbox]'))?.textContent,
    );
const busyDone = (table: HTMLElement) => waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });

it('shows the three status tabs with their counts and the published jobs, newest update first; passes axe', async () => {
  const counts = await api<JobStatusCounts>('front/v1/job/counts');
  const { list, count: total } = await api<{ list: Job[]; count: number }>('front/v1/job?pageNum=1&pageSize=10&status=2&sort=updatedAt&order=desc');
  const table = await openList();
  const tabs = screen.getByRole('tablist', { name: '职位列表' });
  await waitFor(() =>
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([`招聘中（${counts.published}）`, `待发布（${counts.draft}）`, `已下线（${counts.closed}）`]),
  );
  expect(within(tabs).getByRole('tab', { selected: true }).textContent).toContain('招聘中');
  expect(titles(table)).toEqual(list.map((job) => job.title));
  expect(screen.getByText(`第 1 / ${Math.ceil(total / 10)} 页，共 ${total} 条`)).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="zhiweiIndex"]')!)).toEqual([]);
});

it('searches by title, sorts by salary, keeps both in the URL and restores them on return', async () => {
  const table = await openList();
  const sample = titles(table)[0]!;
  fireEvent.change(screen.getByLabelText('职位名称'), { target: { value: sample } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(here()).toBe(`/zhiwei/index?keyword=${encodeURIComponent(sample).replace(/%20/g, '+')}`));
  await busyDone(table);
  await waitFor(() => expect(titles(table).every((title) => title?.includes(sample))).toBe(true));

  fireEvent.click(screen.getByRole('button', { name: '重置' }));
  await waitFor(() => expect(here()).toBe('/zhiwei/index'));
  fireEvent.click(within(table).getByRole('button', { name: /薪资/ }));
  await waitFor(() => expect(here()).toBe('/zhiwei/index?sort=salaryMax&order=desc'));
  await busyDone(table);
  const { list } = await api<{ list: Job[] }>('front/v1/job?pageNum=1&pageSize=10&status=2&sort=salaryMax&order=desc');
  await waitFor(() => expect(titles(table)).toEqual(list.map((job) => job.title)));
  expect(within(table).getByRole('columnheader', { name: /薪资/ }).getAttribute('aria-sort')).toBe('descending');

  // Elsewhere and back through the menu: the list opens as it was left.
  fireEvent.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '简历投递' }));
  await screen.findByRole('heading', { name: '简历投递' });
  fireEvent.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '职位管理' }));
  await waitFor(() => expect(here()).toBe('/zhiwei/index?sort=salaryMax&order=desc'));
});

it('takes a job offline after confirming (cancel keeps it), and the counts follow', async () => {
  const before = await api<JobStatusCounts>('front/v1/job/counts');
  const table = await openList();
  const title = titles(table)[0]!;
  fireEvent.click(within(table).getByRole('button', { name: `下线 ${title}` }));
  const dialog = await screen.findByRole('alertdialog', { name: '下线职位' });
  expect(dialog.textContent).toContain(`确定下线“${title}”吗？`);
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(await api<JobStatusCounts>('front/v1/job/counts')).toEqual(before);

  fireEvent.click(within(table).getByRole('button', { name: `下线 ${title}` }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '下线' }));
  await waitFor(() => expect(titles(table)).not.toContain(title), { timeout: 10_000 });
  expect(await screen.findByText('已下线')).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('tab', { name: `已下线（${before.closed + 1}）` })).toBeTruthy());
  expect(await api<JobStatusCounts>('front/v1/job/counts')).toEqual({ ...before, published: before.published - 1, closed: before.closed + 1 });
});

it('takes the selected jobs offline together', async () => {
  const before = await api<JobStatusCounts>('front/v1/job/counts');
  const table = await openList();
  const [first, second] = titles(table);
  const bulk = screen.getByRole('button', { name: '批量下线' });
  expect((bulk as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(within(table).getByRole('checkbox', { name: '选择第 1 行' }));
  fireEvent.click(within(table).getByRole('checkbox', { name: '选择第 2 行' }));
  expect(screen.getByText('已选择 2 项')).toBeTruthy();
  fireEvent.click(bulk);
  const dialog = await screen.findByRole('alertdialog', { name: '下线职位' });
  expect(dialog.textContent).toContain('确定下线选中的 2 个职位吗？');
  fireEvent.click(within(dialog).getByRole('button', { name: '下线' }));
  await waitFor(() => expect(titles(table)).not.toContain(first), { timeout: 10_000 });
  expect(titles(table)).not.toContain(second);
  expect(screen.getByText('已选择 0 项')).toBeTruthy();
  expect((await api<JobStatusCounts>('front/v1/job/counts')).closed).toBe(before.closed + 2);
});

it('deletes a draft after confirming, publishes another, and copies one into the form', async () => {
  const first = async (dictType: string) => (await api<{ list: { value: string }[] }>(`front/v1/common/dict-data?dictType=${dictType}`)).list[0]!.value;
  const input = {
    jobType: await first('job_type'),
    category: await first('job_category'),
    degree: await first('degree'),
    workYears: await first('work_years'),
    salaryMin: 5,
    salaryMax: 8,
    city: '北京',
    address: '北京市朝阳区',
    headcount: 1,
    description: '描述',
    welfare: ['双休'],
  };
  for (const name of ['甲', '乙']) await api<{ id: number }>('front/v1/job', { method: 'POST', body: { ...input, title: `测试草稿${name}` } });

  const table = await openList('/zhiwei/index?status=1&keyword=%E6%B5%8B%E8%AF%95%E8%8D%89%E7%A8%BF');
  await waitFor(() => expect(titles(table).sort()).toEqual(['测试草稿乙', '测试草稿甲']));
  fireEvent.click(within(table).getByRole('button', { name: '删除 测试草稿甲' }));
  const dialog = await screen.findByRole('alertdialog', { name: '删除职位' });
  expect(dialog.textContent).toContain('确定删除“测试草稿甲”吗？删除后不可恢复。');
  fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
  await waitFor(() => expect(titles(table)).toEqual(['测试草稿乙']), { timeout: 10_000 });

  fireEvent.click(within(table).getByRole('button', { name: '发布 测试草稿乙' }));
  fireEvent.click(within(await screen.findByRole('alertdialog', { name: '发布职位' })).getByRole('button', { name: '发布' }));
  await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy(), { timeout: 10_000 });
  const { list } = await api<{ list: Job[] }>(`front/v1/job?pageNum=1&pageSize=10&status=2&keyword=${encodeURIComponent('测试草稿乙')}`);
  expect(list.map((job) => job.title)).toEqual(['测试草稿乙']);

  fireEvent.click(screen.getByRole('tab', { name: /招聘中/ }));
  await waitFor(() => expect(titles(table)).toEqual(['测试草稿乙']), { timeout: 10_000 });
  fireEvent.click(within(table).getByRole('button', { name: '复制 测试草稿乙' }));
  await waitFor(() => expect(here()).toMatch(/^\/zhiwei\/edit\?id=\d+$/), { timeout: 10_000 });
  const form = () => within(document.querySelector<HTMLElement>('[data-page="zhiweiEdit"]')!);
  await waitFor(() => expect(form().getByLabelText<HTMLInputElement>('职位名称').value).toBe('测试草稿乙（副本）'), { timeout: 10_000 });
});

it("opens a job's details from its title in the drawer; passes axe; closes", async () => {
  const { list } = await api<{ list: Job[] }>('front/v1/job?pageNum=1&pageSize=10&status=2&sort=updatedAt&order=desc');
  const job = list[0]!;
  const table = await openList();
  fireEvent.click(within(table).getByRole('button', { name: job.title }));
  const drawer = await screen.findByRole('dialog', { name: '职位详情' });
  expect(drawer.textContent).toContain(job.address);
  expect(drawer.textContent).toContain(`${job.salaryMin}-${job.salaryMax}K`);
  expect(drawer.textContent).toContain('招聘中');
  // Every field of the form, the dictionary ones by their labels.
  const labelOf = async (dictType: string, value: string | null) =>
    (await api<{ list: { value: string; label: string }[] }>(`front/v1/common/dict-data?dictType=${dictType}`)).list.find((entry) => entry.value === value)!
      .label;
  const fact = (label: string) => [...drawer.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
  await waitFor(async () => expect(fact('职位类型')).toBe(await labelOf('job_type', job.jobType)));
  expect(fact('职位类别')).toBe(await labelOf('job_category', job.category));
  expect(fact('学历要求')).toBe(await labelOf('degree', job.degree));
  expect(fact('经验要求')).toBe(await labelOf('work_years', job.workYears));
  expect(fact('职位描述')).toBe(job.description);
  expect(job.description).toBeTruthy();
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('发布职位 opens the empty form', async () => {
  await openList();
  fireEvent.click(screen.getByRole('button', { name: '发布职位' }));
  await waitFor(() => expect(here()).toBe('/zhiwei/edit'));
  expect(await screen.findByRole('heading', { name: '发布职位' })).toBeTruthy();
});

it('says in words, not an HTTP status, that the list could not load when a gateway answers 502', async () => {
  const serverFetch = globalThis.fetch;
  let failing = true;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    failing && /front\/v1\/job\?/.test(String(input instanceof Request ? input.url : input))
      ? Promise.resolve(new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }))
      : serverFetch(input, init)) as typeof fetch;
  try {
    setToken(token);
    renderApp('/zhiwei/index');
    const page = () => within(document.querySelector<HTMLElement>('[data-page="zhiweiIndex"]')!);
    const alert = await waitFor(() => page().getByRole('alert'), { timeout: 15_000 });
    expect(alert.textContent).toContain('加载失败：服务暂时不可用，请稍后重试');
    expect(alert.textContent).not.toMatch(/HTTP|502/);
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(page().queryByRole('alert')).toBeNull(), { timeout: 10_000 });
  } finally {
    globalThis.fetch = serverFetch;
  }
});

it("shows each job's expiry (到期时间), sortable, and filters the jobs expiring within days", async () => {
  const soonest = await api<{ list: Job[]; count: number }>('front/v1/job?pageNum=1&pageSize=10&status=2&sort=expiresAt&order=asc');
  const expiring = await api<{ count: number }>('front/v1/job?pageNum=1&pageSize=10&status=2&expiringWithin=3');
  const table = await openList();
  const header = within(table).getByRole('columnheader', { name: /到期时间/ });
  fireEvent.click(within(header).getByRole('button'));
  await waitFor(() => expect(here()).toContain('sort=expiresAt'));
  if (!here().includes('order=asc')) fireEvent.click(within(header).getByRole('button'));
  await waitFor(() => expect(here()).toContain('order=asc'));
  await busyDone(table);
  await waitFor(() => expect(titles(table)).toEqual(soonest.list.map((job) => job.title)));
  const column = [...within(table).getAllByRole('columnheader')].indexOf(header);
  const firstExpiry = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[column]!.textContent;
  expect(firstExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  fireEvent.change(screen.getByLabelText('到期'), { target: { value: '3' } });
  await waitFor(() => expect(here()).toContain('expiring=3'));
  await busyDone(table);
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(expiring.count + 1));
});
