// zhaorenIndex in the whole console against the real server, as demo_hr: open resumes as the
// search answers them, the filters in the URL changing the rows as the server says, favouriting
// (then in collectionIndex), adding to the talent pool, 沟通 and 邀请面试, the name opening the
// resume drawer; axe.
import { chatEvents } from '@employment-cloud/chat-widget';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { Favourite, ResumeHit } from '../../api/talent.api';
import { setToken } from '../../session/token';
import { busyDone, names, openList, recordOpenChat, rowAt, serverApi } from '../../../test/list-pages';

const live = useLiveConsole();
resetAppAfterEach();
afterEach(() => sessionStorage.clear());

let token = '';
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});
const api = serverApi(live, () => token);
const search = (query: string) => api<{ list: ResumeHit[]; count: number }>(`front/v1/resume/search?pageNum=1&pageSize=10${query}`);
const open = (path = '/zhaoren/index') => openList(token, path, '简历列表');

it('shows the open resumes as the search answers them, with the candidate, expectation and actions; passes axe', async () => {
  const { list, count } = await search('');
  const table = await open();
  expect(names(table)).toEqual(list.map((hit) => hit.candidate.name));
  const first = list[0]!;
  const row = rowAt(table, 1);
  expect(row.querySelector('td span')?.textContent).toMatch(new RegExp(`^${{ '1': '男', '2': '女' }[first.candidate.sex!]} · ${first.candidate.age}岁 · `));
  expect(row.textContent).toContain(first.candidate.degree!);
  expect(row.textContent).toContain(first.expectation!.position!);
  expect(row.textContent).toContain(`${first.expectation!.salaryMin! / 1000}K-`);
  expect(within(row).getByRole('button', { name: `沟通 ${first.candidate.name}` })).toBeTruthy();
  expect(screen.getByText(`第 1 / ${Math.ceil(count / 10)} 页，共 ${count} 条`)).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="zhaorenIndex"]')!)).toEqual([]);
});

it("opens a candidate's resume from their name, and gives focus back to it when closed", async () => {
  const { list } = await search('');
  const first = list[0]!;
  const table = await open();
  const name = within(rowAt(table, 1)).getByRole('button', { name: first.candidate.name });
  name.focus();
  fireEvent.click(name);
  const drawer = await screen.findByRole('dialog', { name: `简历详情：${first.candidate.name}` }, { timeout: 10_000 });
  expect(within(drawer).getByRole('region', { name: '基本信息' }).textContent).toContain(first.candidate.name);
  expect(within(within(drawer).getByRole('group', { name: '简历操作' })).getByRole('button', { name: '沟通' })).toBeTruthy();
  fireEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(name));
});

it('filters by degree, experience, salary, position and city: the URL keeps them and the rows are what the server finds', async () => {
  const table = await open();
  const filters = within(screen.getByRole('search', { name: '筛选条件' }));
  await waitFor(() => expect(filters.getByLabelText<HTMLSelectElement>('学历').options.length).toBeGreaterThan(1));
  // 本科 is the degree dictionary's value 5; the filter sends the value, the server maps it.
  fireEvent.change(filters.getByLabelText('学历'), { target: { value: '5' } });
  fireEvent.change(filters.getByLabelText('工作经验'), { target: { value: '4' } });
  fireEvent.click(filters.getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(here()).toBe('/zhaoren/index?degree=5&experience=4'));
  await busyDone(table);
  // 1-3年: at least one and at most three years.
  const byDegree = await search(`&degree=${encodeURIComponent('本科')}&workYears=1&workYearsMax=3`);
  expect(byDegree.count).toBeGreaterThan(0);
  await waitFor(() => expect(names(table)).toEqual(byDegree.list.map((hit) => hit.candidate.name)));
  expect(screen.getByText(new RegExp(`共 ${byDegree.count} 条`))).toBeTruthy();

  const sample = byDegree.list[0]!.expectation!;
  const refined = within(screen.getByRole('search', { name: '筛选条件' }));
  fireEvent.change(refined.getByLabelText('期望职位'), { target: { value: sample.position } });
  fireEvent.change(refined.getByLabelText('期望城市'), { target: { value: sample.city } });
  fireEvent.click(refined.getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(here()).toContain(`position=${encodeURIComponent(sample.position!)}`));
  await busyDone(table);
  const narrowed = await search(
    `&degree=${encodeURIComponent('本科')}&workYears=1&workYearsMax=3&position=${encodeURIComponent(sample.position!)}&city=${encodeURIComponent(sample.city!)}`,
  );
  await waitFor(() => expect(names(table)).toEqual(narrowed.list.map((hit) => hit.candidate.name)));
  expect(narrowed.count).toBeGreaterThan(0);

  // A salary above everyone's expectation finds nobody.
  fireEvent.change(within(screen.getByRole('search', { name: '筛选条件' })).getByLabelText('期望薪资'), { target: { value: '50-' } });
  fireEvent.click(within(screen.getByRole('search', { name: '筛选条件' })).getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(screen.getByText('没有符合条件的简历，换个条件试试')).toBeTruthy(), { timeout: 10_000 });

  fireEvent.click(within(screen.getByRole('search', { name: '筛选条件' })).getByRole('button', { name: '重置' }));
  await waitFor(() => expect(here()).toBe('/zhaoren/index'));
  await busyDone(table);
  expect(names(table)).toEqual((await search('')).list.map((hit) => hit.candidate.name));
});

it('favourites a resume, which then shows in 我的收藏; 加入人才库 puts it in the pool', async () => {
  const { list } = await search('');
  const index = list.findIndex((hit) => hit.favouriteId === null && hit.talentId === null);
  const hit = list[index]!;
  const table = await open();
  const row = () => rowAt(table, index + 1);
  fireEvent.click(within(row()).getByRole('button', { name: `收藏 ${hit.candidate.name}` }));
  await waitFor(() => expect(within(row()).getByRole('button', { name: `取消收藏 ${hit.candidate.name}` })).toBeTruthy(), { timeout: 10_000 });
  const favourites = await api<{ list: Favourite[] }>('front/v1/favourite?pageNum=1&pageSize=100');
  expect(favourites.list.map((favourite) => favourite.resumeId)).toContain(hit.resumeId);

  fireEvent.click(within(row()).getByRole('button', { name: `加入人才库 ${hit.candidate.name}` }));
  await waitFor(() => expect((within(row()).getByRole('button', { name: `已在人才库 ${hit.candidate.name}` }) as HTMLButtonElement).disabled).toBe(true), {
    timeout: 10_000,
  });
  expect((await search('')).list[index]!.talentId).not.toBeNull();

  fireEvent.click(within(screen.getByRole('navigation', { name: '人才' })).getByRole('link', { name: '我的收藏' }));
  await waitFor(() => expect(here()).toBe('/collection/index'));
  const collection = await screen.findByRole('table', { name: '收藏列表' }, { timeout: 10_000 });
  await busyDone(collection);
  // Newest favourite first.
  await waitFor(() => expect(names(collection)[0]).toBe(hit.candidate.name));
});

it('沟通 opens the chat on the candidate; 邀请面试 opens the invitation', async () => {
  const { list } = await search('');
  const hit = list[1]!;
  const table = await open();
  const events = recordOpenChat();
  try {
    fireEvent.click(within(rowAt(table, 2)).getByRole('button', { name: `沟通 ${hit.candidate.name}` }));
    expect(events.seen).toEqual([{ userID: String(hit.candidate.id) }]);
  } finally {
    events.stop();
  }
  act(() => chatEvents.emit('close-chat'));
  fireEvent.click(within(rowAt(table, 2)).getByRole('button', { name: `邀请面试 ${hit.candidate.name}` }));
  expect(await screen.findByRole('dialog', { name: '邀请面试' })).toBeTruthy();
});

it("shows the server's refusal of a query with a retry, and searches again once the filter is fixed", async () => {
  const long = '职'.repeat(31);
  setToken(token);
  renderApp(`/zhaoren/index?position=${encodeURIComponent(long)}`);
  const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
  await waitFor(() => expect(alert.textContent).toContain('加载失败：期望职位长度不能超过30'), { timeout: 10_000 });
  expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  const filters = within(screen.getByRole('search', { name: '筛选条件' }));
  expect(filters.getByLabelText<HTMLInputElement>('期望职位').value).toBe(long);
  fireEvent.change(filters.getByLabelText('期望职位'), { target: { value: '' } });
  fireEvent.click(filters.getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(here()).toBe('/zhaoren/index'));
  const table = screen.getByRole('table', { name: '简历列表' });
  await busyDone(table);
  expect(names(table)).toEqual((await search('')).list.map((hit) => hit.candidate.name));
});
