// qiyeZhaopinhuiIndex in the whole console against the real server, as demo_admin: the fairs as
// the server answers them, the status filter, signing up to a 报名中 fair with a chosen job (the
// dialog refuses none), then cancelling after confirming (cancel keeps it); axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { FairDetail, FairRow } from '../../api/fairs.api';
import { busyDone, openList, serverApi } from '../../../test/list-pages';

const live = useLiveConsole();
resetAppAfterEach();

let token = '';
beforeAll(async () => {
  token = await live().tokenOf('demo_admin');
});
const api = serverApi(live, () => token);
const fairs = (query = '') => api<{ list: FairRow[]; count: number }>(`front/v1/fair?pageNum=1&pageSize=10${query}`);
const open = () => openList(token, '/qiye/zhaopinhui/index', '招聘会列表');
const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td a')?.textContent ?? '');
const rowOf = (table: HTMLElement, title: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(title)) as HTMLElement;

it('shows the fairs as the server answers them, filters by status; passes axe', async () => {
  const { list, count } = await fairs();
  expect(count).toBe(6);
  const table = await open();
  expect(titles(table)).toEqual(list.map((fair) => fair.title));
  const nanshan = rowOf(table, '南山区');
  expect(nanshan.textContent).toContain('报名中');
  expect(nanshan.textContent).toContain('已报名 · 展位 A-08');
  expect(rowOf(table, '深圳市总工会').textContent).toContain('进行中');
  expect(await seriousViolations(document.querySelector('[data-page="qiyeZhaopinhuiIndex"]')!)).toEqual([]);

  fireEvent.change(screen.getByLabelText('状态'), { target: { value: '3' } });
  await waitFor(() => expect(titles(table)).toHaveLength(2), { timeout: 10_000 });
  await busyDone(table);
  expect(titles(table)).toEqual((await fairs('&status=3')).list.map((fair) => fair.title));
  expect(within(table).queryByRole('button', { name: /^报名 / })).toBeNull();
});

it('signs up to a fair with a chosen job, then cancels after confirming', async () => {
  const table = await open();
  const title = '宝安区先进制造业人才专场招聘会';
  fireEvent.click(within(rowOf(table, title)).getByRole('button', { name: `报名 ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: `报名“${title}”` });
  const boxes = await within(dialog).findAllByRole('checkbox', {}, { timeout: 10_000 });
  expect(boxes.length).toBeGreaterThan(0);
  fireEvent.click(within(dialog).getByRole('button', { name: '确认报名' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('请至少选择一个岗位');
  fireEvent.click(boxes[0]!);
  const chosenJob = boxes[0]!.parentElement!.textContent!;
  fireEvent.click(within(dialog).getByRole('button', { name: '确认报名' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(rowOf(table, title).textContent).toContain('已报名 · 展位 A-02'), { timeout: 10_000 });
  const id = (await fairs('&keyword=宝安')).list[0]!.id;
  const detail = await api<FairDetail>(`front/v1/fair/${id}`);
  expect(detail.signup?.jobs.map((job) => job.title)).toEqual([chosenJob]);

  fireEvent.click(within(rowOf(table, title)).getByRole('button', { name: `取消报名 ${title}` }));
  const confirm = await screen.findByRole('alertdialog', { name: '取消报名' });
  expect(confirm.textContent).toContain(`确定取消报名“${title}”吗？`);
  fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect((await api<FairDetail>(`front/v1/fair/${id}`)).signup).not.toBeNull();

  fireEvent.click(within(rowOf(table, title)).getByRole('button', { name: `取消报名 ${title}` }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消报名' }));
  await waitFor(() => expect(rowOf(table, title).textContent).toContain('未报名'), { timeout: 10_000 });
  expect((await api<FairDetail>(`front/v1/fair/${id}`)).signup).toBeNull();
});
