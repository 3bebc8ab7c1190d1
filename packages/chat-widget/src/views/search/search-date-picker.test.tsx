/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The search's range date picker against the real chat service (docs/chat.md §4, §9): a message
// sent now is found with a range that includes today, and not with a range of earlier days. The
// days are this month's (the only pickable ones), so the test works on any day: on the 1st the
// range is today alone, and the earlier days are last month's, which cannot be clicked.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import type { ChatEngine } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { Chat } from '../../shell/chat';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };
const KEYWORD = '日历检索词';

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c7');
  await peer.chat.sendMessage(peer.chat.createTextMessage({ to: hr.userID, conversationType: 'C2C', payload: { text: `今天发的${KEYWORD}` } }));
  // The server indexes cloud search in the background, within a second of a send.
  const deadline = Date.now() + 5_000;
  while ((await hr.chat.searchCloudMessages({ keywordList: [KEYWORD] })).data.totalCount === 0) {
    if (Date.now() > deadline) throw new Error('the message never became searchable');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}, 60_000);
afterAll(() => live?.close());

const found = () => document.querySelector(`button[data-conversation-id="C2C${peer.userID}"]`);
const today = new Date().getDate();

/** A day of this month on the open calendar (the previous and next months' days are hidden). */
function dayCell(day: number): HTMLElement {
  const dialog = screen.getByRole('dialog', { name: '选择日期' });
  const cell = [...dialog.querySelectorAll<HTMLElement>('.react-datepicker__day:not(.react-datepicker__day--outside-month)')].find(
    (el) => el.textContent === String(day),
  );
  if (!cell) throw new Error(`no day ${day} on the calendar`);
  return cell;
}

async function pickRange(first: number, last: number) {
  fireEvent.click(screen.getByRole('button', { name: /^选择日期/ }));
  await waitFor(() => dayCell(first));
  fireEvent.click(dayCell(first));
  fireEvent.click(dayCell(last));
  // The picker closes by itself once the range is complete.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择日期' })).toBeNull());
}

async function searchFor(text: string) {
  render(
    <ChatProvider engine={hr.chat}>
      <div style={{ height: 600 }}>
        <Chat />
      </div>
    </ChatProvider>,
  );
  const input = screen.getByRole('searchbox', { name: '搜索' });
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() => expect(found()).not.toBeNull());
}

it('a range including today finds what was sent now; clearing goes back to all', async () => {
  await searchFor(KEYWORD);
  const search = jest.spyOn(hr.chat, 'searchCloudMessages');
  await pickRange(1, today);
  // The search ran again with the range: from the 1st's first second to today's last.
  await waitFor(() => expect(search).toHaveBeenCalled());
  const { timePosition, timePeriod } = search.mock.calls.at(-1)![0];
  const end = new Date();
  end.setHours(23, 59, 59, 0);
  expect(timePosition).toBe(end.getTime() / 1000);
  expect(timePosition! - timePeriod!).toBe(new Date(end.getFullYear(), end.getMonth(), 1).getTime() / 1000);
  await waitFor(() => expect(found()).not.toBeNull());
  const times = screen.getByRole('group', { name: '时间范围' });
  expect(
    within(times)
      .getByRole('button', { name: /^选择日期: / })
      .getAttribute('aria-pressed'),
  ).toBe('true');
  expect(within(times).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('false');
  expect(await seriousViolations(document.body)).toEqual([]);
  search.mockRestore();

  fireEvent.click(within(times).getByRole('button', { name: '清除日期' }));
  await waitFor(() => expect(within(times).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true'));
  expect(within(times).getByRole('button', { name: '选择日期' }).getAttribute('aria-pressed')).toBe('false');
  await waitFor(() => expect(found()).not.toBeNull());
}, 30_000);

it('a range of earlier days does not find it (on the 1st there are none: last month cannot be picked)', async () => {
  await searchFor(KEYWORD);
  if (today === 1) {
    fireEvent.click(screen.getByRole('button', { name: /^选择日期/ }));
    await waitFor(() => dayCell(1));
    const lastMonth = screen.getByRole('dialog').querySelectorAll('.react-datepicker__day--outside-month');
    expect([...lastMonth].every((cell) => cell.getAttribute('aria-disabled') === 'true')).toBe(true);
    return;
  }
  // Picked backwards: the end before the start is swapped.
  await pickRange(today - 1, 1);
  await waitFor(() => expect(screen.getByText('暂无搜索结果')).toBeTruthy());
  expect(found()).toBeNull();
}, 30_000);

it('the calendar is localised and offers only this month', async () => {
  await searchFor(KEYWORD);
  fireEvent.click(screen.getByRole('button', { name: /^选择日期/ }));
  await waitFor(() => dayCell(1));
  const dialog = screen.getByRole('dialog', { name: '选择日期' });
  expect(dialog.querySelector('.react-datepicker__current-month')?.textContent).toMatch(/月/);
  expect([...dialog.querySelectorAll('.react-datepicker__day-name')].map((el) => el.textContent).join('')).toMatch(/一.*二/);
  expect(dialog.querySelector('.react-datepicker__navigation')).toBeNull();
  expect(await seriousViolations(document.body)).toEqual([]);
  // Escape closes the popover and returns focus to its button.
  fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择日期' })).toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '选择日期' }));
}, 30_000);
