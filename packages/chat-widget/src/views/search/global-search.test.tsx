/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Global search in the shell against the real chat service's cloud search (docs/chat.md §2,
// §8, §9): demo_hr searches what demo_c5 wrote to them.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import { SEARCH_DEBOUNCE_MS } from '../../machines/search/search.logic';
import { ChatProvider } from '../../shell/chat-provider';
import { Chat } from '../../shell/chat';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { useFakeOnly } from '@employment-cloud/test-support/dom/timers';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };
const sentIDs: string[] = [];

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c5');
  for (const text of ['下周三的面试时间可以吗？OFFER 会在面试后发', '好的，收到简历了', '请准备(作品集)*一份']) {
    const { data } = await peer.chat.sendMessage(peer.chat.createTextMessage({ to: hr.userID, conversationType: 'C2C', payload: { text } }));
    sentIDs.push(data.message.ID);
  }
  // The server indexes cloud search in the background, within a second of a send, in send order:
  // the last message found, all are.
  const deadline = Date.now() + 5_000;
  while ((await hr.chat.searchCloudMessages({ keywordList: ['作品集'] })).data.totalCount === 0) {
    if (Date.now() > deadline) throw new Error('the messages never became searchable');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}, 60_000);
afterAll(() => live?.close());

function renderShell() {
  render(
    <ChatProvider engine={hr.chat}>
      <div style={{ height: 600 }}>
        <Chat />
      </div>
    </ChatProvider>,
  );
  return screen.getByRole('searchbox', { name: '搜索' }) as HTMLInputElement;
}

const peerRow = () => document.querySelector(`[data-conversation-id="C2C${peer.userID}"]`) as HTMLElement | null;

it('searches after typing, all keywords required, and highlights them whatever their case', async () => {
  const input = renderShell();
  fireEvent.click(input);
  expect(await screen.findByRole('tablist', { name: '消息类型' })).toBeTruthy();
  fireEvent.change(input, { target: { value: '面试  offer' } });
  const row = await waitFor(() => {
    const found = document.querySelector(`button[data-conversation-id="C2C${peer.userID}"]`) as HTMLElement | null;
    expect(found).not.toBeNull();
    return found!;
  });
  // One matching message in the conversation: shown with its keywords marked.
  expect([...row.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['面试', 'OFFER', '面试']);
  // The all tab groups by type; only the text group has results.
  expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['文本']);
  expect(await seriousViolations(document.body)).toEqual([]);
}, 20_000);

it('special characters are taken literally; no match shows the empty state', async () => {
  const input = renderShell();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: '(作品集)*' } });
  await waitFor(() => expect(document.querySelector('button[data-conversation-id] mark')?.textContent).toBe('(作品集)*'));
  fireEvent.change(input, { target: { value: '不存在的关键词xyz' } });
  expect(await screen.findByText('暂无搜索结果', {})).toBeTruthy();
  // Emptying the keywords clears the results and searches nothing.
  const search = jest.spyOn(hr.chat, 'searchCloudMessages');
  // Past the search delay on a fake clock (setTimeout only: the live engine keeps its own).
  useFakeOnly(['setTimeout', 'clearTimeout']);
  try {
    fireEvent.change(input, { target: { value: '  ' } });
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 200));
    act(() => void jest.runOnlyPendingTimers()); // nothing scheduled meanwhile is lost
  } finally {
    jest.useRealTimers();
  }
  expect(search).not.toHaveBeenCalled();
  expect(screen.queryByText('暂无搜索结果')).toBeNull();
  search.mockRestore();
}, 20_000);

it('a result opens its detail view; a message there opens the chat at it and closes search', async () => {
  const input = renderShell();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: '收到简历' } });
  const row = await waitFor(() => {
    const found = document.querySelector(`button[data-conversation-id="C2C${peer.userID}"]`) as HTMLElement | null;
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.click(row);
  expect(await screen.findByText('1条与“收到简历”相关的全部记录')).toBeTruthy();
  expect(await seriousViolations(document.body)).toEqual([]);
  const message = await waitFor(() => {
    const found = document.querySelector(`button[data-message-id="${sentIDs[1]}"]`) as HTMLElement | null;
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.click(message);
  // Search closed (input cleared, the list back) and the conversation open.
  await waitFor(() => expect(input.value).toBe(''));
  await waitFor(() => expect(document.querySelector(`section[data-conversation-id="C2C${peer.userID}"]`)).not.toBeNull());
  expect(peerRow()).not.toBeNull();
}, 20_000);

it('cancel closes search and clears the input; a failed search shows the spec toast', async () => {
  const input = renderShell();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: '面试' } });
  fireEvent.click(screen.getByRole('button', { name: '取消' }));
  expect(input.value).toBe('');
  expect(screen.queryByRole('tablist', { name: '消息类型' })).toBeNull();
  // More than five keywords: the service refuses the search.
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: 'a b c d e f' } });
  const failed = await screen.findByText(/^消息云端搜索失败：/, {});
  // The reason in Chinese, by the error's code: never the engine's English message.
  await waitFor(() => expect(failed.textContent).toMatch(/^消息云端搜索失败：[^A-Za-z]+$/));
  expect(within(document.body).queryByText('暂无搜索结果')).toBeNull();
}, 20_000);
