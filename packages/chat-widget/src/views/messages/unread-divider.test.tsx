/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The "new messages" divider against the real chat service: opening a conversation with unread
// messages puts 以下为新消息 above the first of them, and only there (jsdom lays nothing out:
// where the list scrolls to is the browser suite's, tests/e2e/unread-divider.test.ts).
import { render, screen } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { MessageList } from '.';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let c: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  c = await live.engineFor('demo_c28');
}, 60_000);
afterAll(() => live?.close());

const send = (from: { chat: ChatEngine }, to: string, text: string) =>
  from.chat.sendMessage(from.chat.createTextMessage({ to, conversationType: 'C2C', payload: { text } }));

const rowOf = (text: string) => screen.getByText(text).closest('[data-message-id]')!;

it('puts the divider above the first message unread at opening, and none where nothing was unread', async () => {
  const conversationID = `C2C${c.userID}`;
  await send(hr, c.userID, '请问您还在看机会吗');
  await send(c, hr.userID, '在的');
  // The recruiter read the conversation so far; then three more arrive.
  await hr.chat.setMessageRead({ conversationID });
  for (const text of ['我有三年经验', '附件是我的作品', '期待回复']) await send(c, hr.userID, text);

  const view = render(
    <ChatProvider engine={hr.chat}>
      <MessageList conversationID={conversationID} groupType={null} mobileWidth={null} />
    </ChatProvider>,
  );
  await screen.findByText('期待回复');
  const divider = screen.getByRole('separator');
  expect(divider.textContent).toBe('以下为新消息');
  // In the same list item as the first unread message, just before its row.
  expect(divider.nextElementSibling?.contains(rowOf('我有三年经验'))).toBe(true);
  expect(screen.getAllByTestId('unread-divider')).toHaveLength(1);
  view.unmount();

  // Read, then opened again: no divider.
  await hr.chat.setMessageRead({ conversationID });
  render(
    <ChatProvider engine={hr.chat}>
      <MessageList conversationID={conversationID} groupType={null} mobileWidth={null} />
    </ChatProvider>,
  );
  await screen.findByText('期待回复');
  expect(screen.queryByTestId('unread-divider')).toBeNull();
});
