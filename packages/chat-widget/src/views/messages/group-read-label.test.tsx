/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Group read receipts of messages sent through the composer (docs/chat.md §4): with receipts on,
// the owner's group message asks for them, shows 未读, follows members' receipts live (1人已读,
// 全部已读) and its label opens the reader panel; with receipts off it asks for none.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { nextMessage, startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine, Message } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { Composer } from '../composer';
import { MessageList } from '.';

let live: LiveChat;
let owner: { chat: ChatEngine; userID: string };
let members: { chat: ChatEngine; userID: string }[];
let groupID: string;

beforeAll(async () => {
  live = await startLiveChat();
  owner = await live.engineFor('demo_hr');
  members = await Promise.all(['demo_c11', 'demo_c12'].map((name) => live.engineFor(name)));
  const { data } = await owner.chat.createGroup({ name: '回执标签测试群', type: 'Public', memberList: members.map(({ userID }) => ({ userID })) });
  groupID = data.group.groupID;
}, 60_000);
afterAll(() => live?.close());

function sendFromComposer(text: string, readReceipt: boolean) {
  const arrivals = members.map((m) => nextMessage(m.chat, (msg) => msg.type === 'TIMTextElem' && msg.payload.text === text));
  render(
    <ChatProvider engine={owner.chat} features={{ readReceipt }}>
      <MessageList conversationID={`GROUP${groupID}`} groupType="Public" mobileWidth={null}>
        <Composer conversationID={`GROUP${groupID}`} />
      </MessageList>
    </ChatProvider>,
  );
  const input = screen.getByRole('textbox', { name: '请输入消息' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return arrivals;
}
const rowOf = (text: string) => screen.getByText(text).closest('[data-message-id]') as HTMLElement;
const labelOf = (text: string) => within(rowOf(text)).queryByTestId('read-label')?.textContent ?? null;
async function readBy(member: { chat: ChatEngine }, arrived: Promise<Message>) {
  const message = await arrived;
  expect(message.needReadReceipt).toBe(true);
  await act(async () => void (await member.chat.sendMessageReadReceipt([message])));
}

it('shows 未读, then n人已读 and 全部已读 as members read, and opens the reader panel', async () => {
  const [first, second] = sendFromComposer('今天下午三点开会', true);
  await waitFor(() => expect(labelOf('今天下午三点开会')).toBe('未读'));
  await readBy(members[0]!, first!);
  await waitFor(() => expect(labelOf('今天下午三点开会')).toBe('1人已读'));

  fireEvent.click(within(rowOf('今天下午三点开会')).getByRole('button', { name: '1人已读' }));
  const dialog = await screen.findByRole('dialog', { name: '消息详情' });
  await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));

  await readBy(members[1]!, second!);
  await waitFor(() => expect(labelOf('今天下午三点开会')).toBe('全部已读'));
}, 30_000);

it('asks for no receipts when they are turned off', async () => {
  const [first] = sendFromComposer('不需要回执', false);
  expect((await first!).needReadReceipt).toBe(false);
  await screen.findByText('不需要回执');
  expect(labelOf('不需要回执')).toBeNull();
}, 30_000);
