/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Calls live (docs/chat.md §2, §6, §7): the host's calling service is a recording function (the
// host boundary). In demo_hr's group chat the call buttons open the member picker (loaded lazily):
// members without the current user, a user ID search, multi-select, confirm disabled with nothing
// ticked. In a one-to-one chat they call the peer at once; a call message calls the peer back.
// Without a calling service, the calls go to the widget's own call screen, 3 invitees at most.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import type { ChatEngine } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import type { CallingService, ChatFeatures } from '../../provider/options-context';
import { ChatWindow } from '../chat-window';
import { CallListener } from '.';
import { widgetRequestsOf } from '../message-actions/widget-requests';

type User = { chat: ChatEngine; userID: string };
let live: LiveChat;
let hr: User;
let members: User[];
let groupID: string;

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  members = await Promise.all(['demo_c15', 'demo_c16', 'demo_c17'].map((name) => live.engineFor(name)));
  const { data } = await hr.chat.createGroup({ name: '群通话测试群', type: 'Public', memberList: members.map(({ userID }) => ({ userID })) });
  groupID = data.group.groupID;
}, 60_000);
afterAll(() => live?.close());

function renderChat(conversationID: string, features: Partial<ChatFeatures> = { calls: true }) {
  const calling: CallingService & { startCall: jest.Mock } = { startCall: jest.fn() };
  const view = render(
    <ChatProvider engine={hr.chat} features={features} calling={calling}>
      <CallListener />
      <div style={{ height: 600 }}>
        <ChatWindow conversationID={conversationID} narrow={false} />
      </div>
    </ChatProvider>,
  );
  return { calling, ...view };
}
const toolbarButton = (name: string) => within(screen.getByRole('toolbar')).getByRole('button', { name });
const memberBoxes = (dialog: HTMLElement) => within(dialog).queryAllByRole('checkbox');

it('a group video call: picker without the current user, search by ID, multi-select, confirm → startCall', async () => {
  const [c15, c16, c17] = members as [User, User, User];
  const { calling, container } = renderChat(`GROUP${groupID}`);
  fireEvent.click(await waitFor(() => toolbarButton('视频通话')));
  const dialog = await screen.findByRole('dialog', { name: '发起群视频通话' });
  await waitFor(() => expect(memberBoxes(dialog)).toHaveLength(3));
  expect(within(dialog).queryByText(hr.userID)).toBeNull();
  expect(within(dialog).getByText(c16.userID)).toBeTruthy();
  const confirm = within(dialog).getByRole('button', { name: '确定' });
  expect(confirm).toHaveProperty('disabled', true);
  expect(await seriousViolations(container.ownerDocument.body)).toEqual([]);

  // Tick one, then narrow the list by user ID (any case) and tick another: both are called.
  const boxOf = (user: User) => memberBoxes(dialog).find((box) => box.closest('label')!.textContent!.includes(user.userID))!;
  fireEvent.click(boxOf(c15));
  expect(boxOf(c15)).toHaveProperty('checked', true);
  expect(confirm).toHaveProperty('disabled', false);
  const [firstID, otherID] = [c15.userID, c17.userID];
  expect(boxOf(c16)).toBeTruthy();

  fireEvent.change(within(dialog).getByRole('searchbox', { name: '搜索用户ID' }), { target: { value: otherID.toUpperCase() } });
  await waitFor(() => expect(memberBoxes(dialog)).toHaveLength(1));
  fireEvent.click(memberBoxes(dialog)[0]!);
  expect(within(dialog).getByRole('status').textContent).toBe('已选择 2 人');
  fireEvent.click(confirm);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calling.startCall).toHaveBeenCalledTimes(1);
  const [{ userIDList, type, groupID: calledGroup }] = calling.startCall.mock.calls[0] as [{ userIDList: string[]; type: number; groupID: string }];
  expect({ type, groupID: calledGroup }).toEqual({ type: 2, groupID });
  expect([...userIDList].sort()).toEqual([firstID, otherID].sort());
  expect(userIDList).not.toContain(hr.userID);
}, 30_000);

it('a group voice call has its own title, and Cancel calls nobody', async () => {
  const { calling } = renderChat(`GROUP${groupID}`);
  fireEvent.click(await waitFor(() => toolbarButton('语音通话')));
  const dialog = await screen.findByRole('dialog', { name: '发起群语音通话' });
  await waitFor(() => expect(memberBoxes(dialog)).toHaveLength(3));
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calling.startCall).not.toHaveBeenCalled();
}, 30_000);

it("a group's call message opens the picker with the message's call type", async () => {
  const callMessage = members[1]!.chat.createCustomMessage({
    to: groupID,
    conversationType: 'GROUP',
    payload: { data: JSON.stringify({ businessID: 'group_room_message', call_type: 1 }), description: '', extension: '' },
  });
  await members[1]!.chat.sendMessage(callMessage);
  const { calling, container } = renderChat(`GROUP${groupID}`);
  const row = await waitFor(() => {
    const found = container.querySelector(`[data-message-id="${callMessage.ID}"]`);
    if (!found) throw new Error('no call message yet');
    return found as HTMLElement;
  });
  fireEvent.click(within(row).getByRole('button', { name: '语音通话' }));
  const dialog = await screen.findByRole('dialog', { name: '发起群语音通话' });
  await waitFor(() => expect(memberBoxes(dialog)).toHaveLength(3));
  expect(calling.startCall).not.toHaveBeenCalled();
}, 30_000);

it('no call buttons without features.calls, even with a calling service', async () => {
  renderChat(`GROUP${groupID}`, { calls: false });
  await screen.findByRole('toolbar');
  expect(within(screen.getByRole('toolbar')).queryByRole('button', { name: '视频通话' })).toBeNull();
});

it('one-to-one: the buttons call the peer directly, and a call message calls the peer back with its type', async () => {
  const peer = members[0]!;
  const callMessage = peer.chat.createCustomMessage({
    to: hr.userID,
    conversationType: 'C2C',
    payload: { data: JSON.stringify({ businessID: 'av_call', call_type: 2 }), description: '', extension: '' },
  });
  await peer.chat.sendMessage(callMessage);

  const { calling, container } = renderChat(`C2C${peer.userID}`);
  fireEvent.click(await waitFor(() => toolbarButton('语音通话')));
  await waitFor(() => expect(calling.startCall).toHaveBeenCalledWith({ userIDList: [peer.userID], type: 1 }));
  expect(screen.queryByRole('dialog')).toBeNull();

  const row = await waitFor(() => {
    const found = container.querySelector<HTMLElement>(`[data-message-id="${callMessage.ID}"]`);
    if (!found) throw new Error('the call message is not shown yet');
    return found;
  });
  await act(async () => fireEvent.click(within(row).getByRole('button', { name: '视频通话' })));
  await waitFor(() => expect(calling.startCall).toHaveBeenLastCalledWith({ userIDList: [peer.userID], type: 2 }));
  expect(calling.startCall).toHaveBeenCalledTimes(2);
  expect(await seriousViolations(container)).toEqual([]);
}, 30_000);

describe("the widget's own calls (no calling service)", () => {
  function renderOwn(conversationID: string) {
    const requests: unknown[] = [];
    const off = widgetRequestsOf(hr.chat).on('start-call', (request) => requests.push(request));
    render(
      <ChatProvider engine={hr.chat}>
        <CallListener />
        <div style={{ height: 600 }}>
          <ChatWindow conversationID={conversationID} narrow={false} />
        </div>
      </ChatProvider>,
    );
    return { requests, off };
  }

  it('a one-to-one call goes to the call screen as a start-call request', async () => {
    const [peer] = members as [User];
    const { requests, off } = renderOwn(`C2C${peer.userID}`);
    fireEvent.click(await waitFor(() => toolbarButton('视频通话')));
    off();
    expect(requests).toEqual([{ userIDList: [peer.userID], type: 2 }]);
  });

  it('a group call picks 3 at most (a mesh of 4): the other boxes are disabled, then the call starts with the group', async () => {
    const more = await live.engineFor('demo_c18');
    const { data } = await hr.chat.createGroup({ name: '四人通话群', type: 'Public', memberList: [...members, more].map(({ userID }) => ({ userID })) });
    const { requests, off } = renderOwn(`GROUP${data.group.groupID}`);
    fireEvent.click(await waitFor(() => toolbarButton('语音通话')));
    const dialog = await screen.findByRole('dialog', { name: '发起群语音通话' });
    await waitFor(() => expect(memberBoxes(dialog)).toHaveLength(4));
    for (const box of memberBoxes(dialog).slice(0, 3)) fireEvent.click(box);
    expect(within(dialog).getByRole('status').textContent).toBe('已选择 3 人 · 最多选择 3 人');
    expect(memberBoxes(dialog).map((box) => (box as HTMLInputElement).disabled)).toEqual([false, false, false, true]);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    off();
    const [{ userIDList, type, groupID: called }] = requests as [{ userIDList: string[]; type: number; groupID: string }];
    expect({ count: userIDList.length, type, called }).toEqual({ count: 3, type: 1, called: data.group.groupID });
  }, 30_000);
});
