/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The shell's tabs carry counts, against the real chat service: a friend request puts a badge on
// 通讯录 (gone once 新的联系人 is opened), unread messages one on 会话. The tabs keep their names.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../engine';
import { ChatProvider } from './chat-provider';
import { Chat } from './chat';

type User = { chat: ChatEngine; userID: string };
let live: LiveChat;
let me: User;
let c26: User;

beforeAll(async () => {
  live = await startLiveChat();
  me = await live.engineFor('demo_hr');
  c26 = await live.engineFor('demo_c26');
  // Whatever the demo data left unread starts read.
  const { data } = await me.chat.getConversationList();
  for (const c of data.conversationList) if (c.unreadCount > 0) await me.chat.setMessageRead({ conversationID: c.conversationID });
  await me.chat.setFriendApplicationRead();
}, 60_000);
afterAll(() => live?.close());

const tab = (name: string) => screen.getByRole('tab', { name });
const badgeOf = (name: string) => within(tab(name)).queryByTestId('tab-badge')?.textContent ?? null;

it('shows new friend requests on 通讯录 until 新的联系人 is opened, and unread messages on 会话', async () => {
  render(
    <ChatProvider engine={me.chat}>
      <Chat />
    </ChatProvider>,
  );
  expect(badgeOf('通讯录')).toBeNull();
  await act(async () => void (await c26.chat.addFriend({ to: me.userID, source: 'AddSource_Type_web', wording: '您好' })));
  await waitFor(() => expect(badgeOf('通讯录')).toBe('1'), { timeout: 10_000 });
  expect(tab('通讯录').getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(tab('通讯录').getAttribute('aria-describedby')!)?.textContent).toBe('1条新的好友申请');

  await act(async () => {
    const message = c26.chat.createTextMessage({ to: me.userID, conversationType: 'C2C', payload: { text: '在吗' } });
    await c26.chat.sendMessage(message);
  });
  await waitFor(() => expect(badgeOf('会话')).toBe('1'), { timeout: 10_000 });

  fireEvent.mouseDown(tab('通讯录'), { button: 0 });
  fireEvent.click(await screen.findByRole('button', { name: /^新的联系人/ }, { timeout: 10_000 }));
  await waitFor(() => expect(badgeOf('通讯录')).toBeNull(), { timeout: 10_000 });
  expect(tab('通讯录').getAttribute('aria-describedby')).toBeNull();
});
