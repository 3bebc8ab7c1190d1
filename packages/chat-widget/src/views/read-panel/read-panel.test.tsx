/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The read-receipt panel live (docs/chat.md §2, §4): demo_hr owns a group with three candidates and
// sends a message that asks for receipts; one member reads it. The owner's '1人已读' label opens the
// panel (loaded lazily) with 1 read / 2 unread and the right names; when another member reads, the
// receipt reloads it. Closing waits 200 ms.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { nextMessage, startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { spokenText } from '../../../test/dom/spoken-text';
import type { ChatEngine, Message } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { MessageList } from '../messages';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

let live: LiveChat;
let owner: { chat: ChatEngine; userID: string };
let members: { chat: ChatEngine; userID: string }[];
let groupID: string;
/** Nickname, or the user ID when there is none. */
const names = new Map<string, string>();

beforeAll(async () => {
  live = await startLiveChat();
  owner = await live.engineFor('demo_hr');
  members = await Promise.all(['demo_c6', 'demo_c7', 'demo_c8'].map((name) => live.engineFor(name)));
  const { data } = await owner.chat.createGroup({ name: '已读回执测试群', type: 'Public', memberList: members.map(({ userID }) => ({ userID })) });
  groupID = data.group.groupID;
  const { data: profiles } = await owner.chat.getUserProfile({ userIDList: members.map((m) => m.userID) });
  for (const { userID } of members) names.set(userID, profiles.find((p) => p.userID === userID)?.nick || userID);
}, 60_000);
afterAll(() => live?.close());

/** The member reads the message: its receipt, as the widget's list sends it. */
async function readBy(member: { chat: ChatEngine }, arrived: Promise<Message>) {
  const message = await arrived;
  await act(async () => void (await member.chat.sendMessageReadReceipt([message])));
}
const memberNames = () => within(screen.getByTestId('read-members')).queryAllByRole('listitem').map(spokenText);
const tab = (name: RegExp) => screen.getByRole('tab', { name });

it("opens from the 'N read' label with both tabs' counts and members, and follows new receipts", async () => {
  const [first, second, third] = members;
  const arrivals = members.map((m) => nextMessage(m.chat, (msg) => msg.conversationID === `GROUP${groupID}`));
  const message = owner.chat.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: '请确认面试时间' }, needReadReceipt: true });
  await owner.chat.sendMessage(message);
  await readBy(first!, arrivals[0]!);

  render(
    <ChatProvider engine={owner.chat}>
      <MessageList conversationID={`GROUP${groupID}`} groupType="Public" mobileWidth={null} />
    </ChatProvider>,
  );
  const label = await screen.findByRole('button', { name: '1人已读' });
  fireEvent.click(label);

  const dialog = await screen.findByRole('dialog', { name: '消息详情' });
  await waitFor(() => expect(memberNames()).toEqual([names.get(first!.userID)]));
  expect(tab(/^已读/).textContent).toBe('已读 1');
  expect(tab(/^未读/).textContent).toBe('未读 2');
  expect(await seriousViolations(document.body)).toEqual([]);

  fireEvent.mouseDown(tab(/^未读/), { button: 0 });
  await waitFor(() => expect(tab(/^未读/).getAttribute('aria-selected')).toBe('true'));
  expect(memberNames().sort()).toEqual([names.get(second!.userID), names.get(third!.userID)].sort());

  // Another member reads: the receipt changes the read count, and the panel reloads.
  await readBy(second!, arrivals[1]!);
  await waitFor(() => expect(tab(/^未读/).textContent).toBe('未读 1'));
  expect(tab(/^已读/).textContent).toBe('已读 2');
  await waitFor(() => expect(memberNames()).toEqual([names.get(third!.userID)]));
  fireEvent.mouseDown(tab(/^已读/), { button: 0 });
  await waitFor(() => expect(memberNames().sort()).toEqual([names.get(first!.userID), names.get(second!.userID)].sort()));

  // Closing: still there just after, gone after the 200 ms delay.
  fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('dialog')).not.toBeNull();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}, 30_000);

it('shows the empty tip in a tab with nobody in it', async () => {
  const arrived = members.map((m) => nextMessage(m.chat, (msg) => msg.conversationID === `GROUP${groupID}`));
  const message = owner.chat.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: '无人已读' }, needReadReceipt: true });
  await owner.chat.sendMessage(message);
  await Promise.all(arrived);
  render(
    <ChatProvider engine={owner.chat}>
      <MessageList conversationID={`GROUP${groupID}`} groupType="Public" mobileWidth={null} />
    </ChatProvider>,
  );
  await screen.findByText('无人已读');
  const row = screen.getByText('无人已读').closest('[data-message-id]') as HTMLElement;
  fireEvent.click(await within(row).findByRole('button', { name: '未读' }));
  await screen.findByRole('dialog', { name: '消息详情' });
  await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
  expect(tab(/^已读/).textContent).toBe('已读 0');
  expect(tab(/^未读/).textContent).toBe('未读 3');
}, 30_000);
