/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChatProvider } from '../../shell/chat-provider';
import type { ChatEngine } from '../../engine';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { ConversationListPanel } from '.';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let candidate: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  candidate = await live.engineFor('demo_c27');
}, 60_000);
afterAll(() => live?.close());

const row = (conversationID: string) => document.querySelector(`[data-conversation-id="${conversationID}"]`) as HTMLElement | null;

async function openMenu(conversationID: string) {
  fireEvent.contextMenu(row(conversationID)!);
  return screen.findByRole('menu');
}

it('shows a new conversation with its unread badge, pins, mutes and deletes it', async () => {
  const selected: string[] = [];
  render(
    <ChatProvider engine={hr.chat}>
      <ConversationListPanel activeConversationID={null} onSelect={(id) => selected.push(id)} />
    </ChatProvider>,
  );
  const conversationID = `C2C${candidate.userID}`;
  const text = candidate.chat.createTextMessage({ to: hr.userID, conversationType: 'C2C', payload: { text: 'hello from the list test' } });
  await act(async () => void (await candidate.chat.sendMessage(text)));
  await waitFor(() => expect(row(conversationID)).not.toBeNull());
  expect(within(row(conversationID)!).getByText('hello from the list test')).toBeTruthy();
  await waitFor(() => expect(within(row(conversationID)!).getByTestId('unread-badge').textContent).toBe('1'));
  expect(await seriousViolations(document.body)).toEqual([]);

  fireEvent.click(row(conversationID)!);
  expect(selected).toEqual([conversationID]);

  // Pin (the menu checked as it opens).
  const menu = await openMenu(conversationID);
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(within(menu).getByText('置顶会话'));
  await waitFor(() => expect(row(conversationID)!.dataset.pinned).toBe('true'));
  fireEvent.click(within(await openMenu(conversationID)).getByText('取消置顶'));
  await waitFor(() => expect(row(conversationID)!.dataset.pinned).toBeUndefined());

  // Mute: the count becomes a plain dot and the mute icon shows.
  fireEvent.click(within(await openMenu(conversationID)).getByText('消息免打扰'));
  await waitFor(() => expect(within(row(conversationID)!).getByTestId('unread-badge').textContent).toBe(''));
  expect(within(row(conversationID)!).getByRole('img', { name: '消息免打扰' })).toBeTruthy();
  fireEvent.click(within(await openMenu(conversationID)).getByText('取消免打扰'));
  await waitFor(() => expect(within(row(conversationID)!).getByTestId('unread-badge').textContent).toBe('1'));

  // Delete after the confirm, worded for a single chat.
  fireEvent.click(within(await openMenu(conversationID)).getByText('删除会话'));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('删除后将清空该聊天的消息记录');
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(within(dialog).getByText('确定'));
  await waitFor(() => expect(row(conversationID)).toBeNull());
}, 30_000);

it('shows 暂无沟通记录 for a user without conversations', async () => {
  const lonely = await live.engineFor('demo_c30');
  render(
    <ChatProvider engine={lonely.chat}>
      <ConversationListPanel activeConversationID={null} onSelect={() => undefined} />
    </ChatProvider>,
  );
  expect(await screen.findByText('暂无沟通记录')).toBeTruthy();
});

it("in English, the last message's summary is English (a sticker's name, [Dog]), not the engine's Chinese", async () => {
  render(
    <ChatProvider engine={hr.chat} locale="en-US">
      <ConversationListPanel activeConversationID={null} onSelect={() => undefined} />
    </ChatProvider>,
  );
  const conversationID = `C2C${candidate.userID}`;
  const face = candidate.chat.createFaceMessage({ to: hr.userID, conversationType: 'C2C', payload: { index: 1, data: 'yz00' } });
  await act(async () => void (await candidate.chat.sendMessage(face)));
  await waitFor(() => expect(row(conversationID) && within(row(conversationID)!).queryByText('[Dog]')).toBeTruthy());
  expect(row(conversationID)!.textContent).not.toContain('[动画表情]');
});
