// niurenIndex in the whole console against the real server, as demo_hr: the company's pool as
// the server answers it, search and tag filter, tags and note edited in the drawer (and refused
// when too long), removal after confirming, and 沟通; axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { TalentEntry } from '../../api/talent.api';
import { busyDone, names, openList, recordOpenChat, rowAt, serverApi } from '../../../test/list-pages';

const live = useLiveConsole();
resetAppAfterEach();

let token = '';
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});
const api = serverApi(live, () => token);
const pool = (query = '') => api<{ list: TalentEntry[]; count: number }>(`front/v1/talent?pageNum=1&pageSize=10${query}`);
const open = (path = '/niuren/index') => openList(token, path, '人才库列表');

it("shows the company's pool as the server answers it, with tags, note and source; passes axe", async () => {
  const { list, count } = await pool();
  expect(count).toBeGreaterThan(0);
  const table = await open();
  expect(names(table)).toEqual(list.map((entry) => entry.candidate.name));
  const tagged = list.findIndex((entry) => entry.tags.length > 0 && entry.note);
  const row = rowAt(table, tagged + 1);
  for (const tag of list[tagged]!.tags) expect(within(row).getByRole('button', { name: `按标签“${tag}”筛选` })).toBeTruthy();
  expect(row.textContent).toContain(list[tagged]!.note);
  expect(screen.getByText(`第 1 / ${Math.ceil(count / 10)} 页，共 ${count} 条`)).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="niurenIndex"]')!)).toEqual([]);
});

it('filters by a tag from a row and by name; the URL keeps both', async () => {
  const { list } = await pool();
  const tag = list.find((entry) => entry.tags.length > 0)!.tags[0]!;
  const table = await open();
  fireEvent.click(within(table).getAllByRole('button', { name: `按标签“${tag}”筛选` })[0]!);
  await waitFor(() => expect(here()).toBe(`/niuren/index?tag=${encodeURIComponent(tag)}`));
  await busyDone(table);
  const byTag = await pool(`&tag=${encodeURIComponent(tag)}`);
  expect(byTag.count).toBeLessThan((await pool()).count);
  await waitFor(() => expect(names(table)).toEqual(byTag.list.map((entry) => entry.candidate.name)));
  expect(screen.getByText(`标签：${tag}`)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '清除标签筛选' }));
  await waitFor(() => expect(here()).toBe('/niuren/index'));

  const name = list[0]!.candidate.name;
  fireEvent.change(screen.getByLabelText('姓名或备注'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(here()).toBe(`/niuren/index?keyword=${encodeURIComponent(name)}`));
  await busyDone(table);
  await waitFor(() => expect(names(table).every((shown) => shown.includes(name))).toBe(true));
  expect(names(table).length).toBeGreaterThan(0);
});

it('edits the tags and note in the drawer and saves them; refuses a sixth tag', async () => {
  const { list } = await pool();
  const entry = list[0]!;
  const table = await open();
  fireEvent.click(within(rowAt(table, 1)).getByRole('button', { name: `编辑 ${entry.candidate.name}` }));
  const drawer = await screen.findByRole('dialog', { name: '编辑标签和备注' });
  for (const tag of entry.tags) fireEvent.click(within(drawer).getByRole('button', { name: `移除标签 ${tag}` }));
  const tagInput = within(drawer).getByLabelText('标签');
  for (const tag of ['沟通顺畅', '可复试', '本地', '应届', '优先']) {
    fireEvent.change(tagInput, { target: { value: tag } });
    fireEvent.keyDown(tagInput, { key: 'Enter' });
  }
  fireEvent.change(tagInput, { target: { value: '第六个' } });
  fireEvent.click(within(drawer).getByRole('button', { name: '添加标签' }));
  expect(within(drawer).getByRole('alert').textContent).toBe('标签不能超过5个');
  fireEvent.click(within(drawer).getByRole('button', { name: '移除标签 优先' }));
  fireEvent.change(within(drawer).getByLabelText('备注'), { target: { value: '二面通过，待谈薪资' } });
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(rowAt(table, 1).textContent).toContain('二面通过，待谈薪资'), { timeout: 10_000 });
  const saved = (await pool()).list.find((other) => other.id === entry.id)!;
  expect(saved).toMatchObject({ tags: ['沟通顺畅', '可复试', '本地', '应届'], note: '二面通过，待谈薪资' });
});

it('removes an entry after confirming (cancel keeps it); 沟通 opens the chat on the candidate', async () => {
  const before = await pool();
  const entry = before.list[1]!;
  const table = await open();
  const events = recordOpenChat();
  try {
    fireEvent.click(within(rowAt(table, 2)).getByRole('button', { name: `沟通 ${entry.candidate.name}` }));
    expect(events.seen).toEqual([{ userID: String(entry.candidate.id) }]);
  } finally {
    events.stop();
  }
  await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(within(rowAt(table, 2)).getByRole('button', { name: `移除 ${entry.candidate.name}` }));
  const dialog = await screen.findByRole('alertdialog', { name: '移出人才库' });
  expect(dialog.textContent).toContain(`确定将“${entry.candidate.name}”移出人才库吗？`);
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect((await pool()).count).toBe(before.count);

  fireEvent.click(within(rowAt(table, 2)).getByRole('button', { name: `移除 ${entry.candidate.name}` }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '移除' }));
  await waitFor(() => expect(screen.getByText(new RegExp(`共 ${before.count - 1} 条`))).toBeTruthy(), { timeout: 10_000 });
  const after = await pool();
  expect(after.count).toBe(before.count - 1);
  expect(after.list.map((other) => other.id)).not.toContain(entry.id);
  expect(names(table)).toEqual(after.list.map((other) => other.candidate.name));
});
