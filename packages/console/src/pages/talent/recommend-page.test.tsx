// recommendIndex in the whole console against the real server, as demo_hr: the unions' pending
// recommendations as the server answers them; accepting puts the candidate in the talent pool,
// dismissing (after confirming) takes the row away; 沟通; axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { Recommendation, TalentEntry } from '../../api/talent.api';
import { names, openList, recordOpenChat, rowAt, serverApi } from '../../../test/list-pages';

const live = useLiveConsole();
resetAppAfterEach();

let token = '';
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});
const api = serverApi(live, () => token);
const pending = () => api<{ list: Recommendation[]; count: number }>('front/v1/recommend?pageNum=1&pageSize=10');
const open = () => openList(token, '/recommend/index', '工会推荐列表');

it('shows the pending recommendations with the union and its reason; passes axe', async () => {
  const { list, count } = await pending();
  expect(count).toBeGreaterThan(1);
  const table = await open();
  expect(names(table)).toEqual(list.map((recommendation) => recommendation.candidate.name));
  expect(rowAt(table, 1).textContent).toContain(list[0]!.unionName);
  expect(rowAt(table, 1).textContent).toContain(list[0]!.note!);
  expect(await seriousViolations(document.querySelector('[data-page="recommendIndex"]')!)).toEqual([]);
});

it('沟通 opens the chat on the candidate', async () => {
  const { list } = await pending();
  const table = await open();
  const events = recordOpenChat();
  try {
    fireEvent.click(within(rowAt(table, 1)).getByRole('button', { name: `沟通 ${list[0]!.candidate.name}` }));
    expect(events.seen).toEqual([{ userID: String(list[0]!.candidate.id) }]);
  } finally {
    events.stop();
  }
});

it('accepts a recommendation into the talent pool', async () => {
  const before = await pending();
  const recommendation = before.list[0]!;
  const table = await open();
  fireEvent.click(within(rowAt(table, 1)).getByRole('button', { name: `接受 ${recommendation.candidate.name}` }));
  await waitFor(() => expect(screen.getByText(new RegExp(`共 ${before.count - 1} 条`))).toBeTruthy(), { timeout: 10_000 });
  expect((await pending()).list.map((other) => other.id)).not.toContain(recommendation.id);
  const pool = await api<{ list: TalentEntry[] }>('front/v1/talent?pageNum=1&pageSize=100');
  expect(pool.list.find((entry) => entry.resumeId === recommendation.resumeId)).toBeTruthy();
});

it('dismisses a recommendation after confirming (cancel keeps it)', async () => {
  const before = await pending();
  const recommendation = before.list[0]!;
  const inPool = async () =>
    (await api<{ list: TalentEntry[] }>('front/v1/talent?pageNum=1&pageSize=100')).list.some((entry) => entry.resumeId === recommendation.resumeId);
  const wasInPool = await inPool();
  const table = await open();
  fireEvent.click(within(rowAt(table, 1)).getByRole('button', { name: `忽略 ${recommendation.candidate.name}` }));
  const dialog = await screen.findByRole('alertdialog', { name: '忽略推荐' });
  expect(dialog.textContent).toContain(`确定忽略${recommendation.unionName}推荐的“${recommendation.candidate.name}”吗？`);
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect((await pending()).count).toBe(before.count);

  fireEvent.click(within(rowAt(table, 1)).getByRole('button', { name: `忽略 ${recommendation.candidate.name}` }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '忽略' }));
  await waitFor(() => expect(names(table)).not.toContain(recommendation.candidate.name), { timeout: 10_000 });
  const after = await pending();
  expect(after.count).toBe(before.count - 1);
  // Dismissing leaves the talent pool as it was.
  expect(await inPool()).toBe(wasInPool);
});
