// collectionIndex in the whole console against the real server, as demo_hr: the caller's own
// favourites as the server answers them, newest first; removal after confirming; 沟通; axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { Favourite } from '../../api/talent.api';
import { names, openList, recordOpenChat, rowAt, serverApi } from '../../../test/list-pages';

const live = useLiveConsole();
resetAppAfterEach();

let token = '';
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});
const api = serverApi(live, () => token);
const favourites = () => api<{ list: Favourite[]; count: number }>('front/v1/favourite?pageNum=1&pageSize=10');
const open = () => openList(token, '/collection/index', '收藏列表');

it("shows the caller's favourites as the server answers them; passes axe", async () => {
  const { list, count } = await favourites();
  expect(count).toBeGreaterThan(0);
  const table = await open();
  expect(names(table)).toEqual(list.map((favourite) => favourite.candidate.name));
  expect(rowAt(table, 1).textContent).toContain(list[0]!.expectation!.position!);
  expect(screen.getByText(`第 1 / ${Math.ceil(count / 10)} 页，共 ${count} 条`)).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="collectionIndex"]')!)).toEqual([]);
});

it('沟通 opens the chat on the candidate', async () => {
  const { list } = await favourites();
  const table = await open();
  const events = recordOpenChat();
  try {
    fireEvent.click(within(rowAt(table, 1)).getByRole('button', { name: `沟通 ${list[0]!.candidate.name}` }));
    expect(events.seen).toEqual([{ userID: String(list[0]!.candidate.id) }]);
  } finally {
    events.stop();
  }
});

it('takes a favourite out after confirming (cancel keeps it)', async () => {
  const before = await favourites();
  const favourite = before.list[0]!;
  const table = await open();
  fireEvent.click(within(rowAt(table, 1)).getByRole('button', { name: `取消收藏 ${favourite.candidate.name}` }));
  const dialog = await screen.findByRole('alertdialog', { name: '取消收藏' });
  expect(dialog.textContent).toContain(`确定取消收藏“${favourite.candidate.name}”吗？`);
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect((await favourites()).count).toBe(before.count);

  fireEvent.click(within(rowAt(table, 1)).getByRole('button', { name: `取消收藏 ${favourite.candidate.name}` }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消收藏' }));
  await waitFor(() => expect(screen.getByText(new RegExp(`共 ${before.count - 1} 条`))).toBeTruthy(), { timeout: 10_000 });
  const after = await favourites();
  expect(after.list.map((other) => other.id)).not.toContain(favourite.id);
  expect(names(table)).toEqual(after.list.map((other) => other.candidate.name));
});
