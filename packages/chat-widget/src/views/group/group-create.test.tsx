/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The create-group dialog against the real chat service (docs/chat.md §4, §5, §8): opened by the
// 'create-group' request, it creates each type of group with the requested members, opens the new
// group's conversation; a live group's creator joins it; an ID in use shows the server's message.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import type { GroupType } from '../../engine/entities';
import { ChatProvider } from '../../shell/chat-provider';
import { Chat } from '../../shell/chat';
import { widgetRequestsOf } from '../message-actions/widget-requests';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let members: string[];

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr2');
  members = await Promise.all(['demo_c10', 'demo_c11'].map(async (name) => (await live.engineFor(name)).userID));
}, 60_000);
afterAll(() => live?.close());

async function openDialog(memberList: string[] = members) {
  const { container } = render(
    <ChatProvider engine={hr.chat}>
      <Chat />
    </ChatProvider>,
  );
  act(() => widgetRequestsOf(hr.chat).emit('create-group', { memberList }));
  const dialog = await screen.findByRole('dialog', { name: '创建群聊' });
  return { dialog, container };
}
const nameInput = (dialog: HTMLElement) => within(dialog).getByLabelText('群名称') as HTMLInputElement;
const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: '确认' }) as HTMLButtonElement;
const groupsNamed = async (name: string) => (await hr.chat.getGroupList()).data.groupList.filter((g) => g.name === name);

it('requires a name: confirm disabled while empty, 群名称不能为空 once left empty; accessible', async () => {
  const { dialog } = await openDialog();
  expect(confirmButton(dialog).disabled).toBe(true);
  // And looks it (issue 31: it looked enabled): dimmed, with the not-allowed cursor.
  expect(getComputedStyle(confirmButton(dialog))).toMatchObject({ opacity: '0.45', cursor: 'not-allowed' });
  expect(within(dialog).getByText('2-20个字符，支持中文、英文、数字和下划线')).toBeTruthy();
  fireEvent.change(nameInput(dialog), { target: { value: 'x' } });
  expect(confirmButton(dialog).disabled).toBe(false);
  expect(getComputedStyle(confirmButton(dialog)).opacity).not.toBe('0.45');
  fireEvent.change(nameInput(dialog), { target: { value: '' } });
  expect(within(dialog).getByRole('alert').textContent).toBe('群名称不能为空');
  expect(confirmButton(dialog).disabled).toBe(true);
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it("changing the type changes the avatar to the type's icon; Community has no group ID field", async () => {
  const { dialog } = await openDialog();
  const avatar = () => within(dialog).getByTestId('group-avatar');
  expect(within(dialog).getByLabelText('群ID')).toBeTruthy();
  const workIcon = avatar().innerHTML;
  fireEvent.click(within(dialog).getByRole('radio', { name: '社群(Community)' }));
  expect(avatar().innerHTML).not.toBe(workIcon);
  expect(avatar().getAttribute('aria-label')).toBe('社群(Community)');
  expect(avatar().textContent).toBe('C');
  expect(within(dialog).queryByLabelText('群ID')).toBeNull();
});

const TYPES: [GroupType, string][] = [
  ['Private', '好友工作群(Work)'],
  ['Public', '陌生人社交群(Public)'],
  ['ChatRoom', '临时会议群(Meeting)'],
  ['Community', '社群(Community)'],
];

it.each(TYPES)('creates a %s group with the members, toasts, and opens its conversation', async (type, label) => {
  const name = `建群${type}`;
  const { dialog } = await openDialog();
  fireEvent.change(nameInput(dialog), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('radio', { name: label }));
  fireEvent.click(confirmButton(dialog));
  expect(await screen.findByText('创建群组成功')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '创建群聊' })).toBeNull());
  const [group] = await groupsNamed(name);
  expect(group).toMatchObject({ type, name });
  const { data } = await hr.chat.getGroupMemberList({ groupID: group!.groupID, count: 100, offset: 0 });
  expect(data.memberList.map((m) => m.userID).sort()).toEqual([hr.userID, ...members].sort());
  // The new group's conversation is open, its header with the settings button.
  await waitFor(() => expect(document.querySelector(`[data-conversation-id="GROUP${group!.groupID}"]`)).not.toBeNull());
  expect(screen.getByRole('button', { name: '群管理' })).toBeTruthy();
});

it('takes an optional group ID', async () => {
  const { dialog } = await openDialog();
  fireEvent.change(nameInput(dialog), { target: { value: '自定义ID群' } });
  fireEvent.change(within(dialog).getByLabelText('群ID'), { target: { value: 'hr2_custom_id' } });
  fireEvent.click(confirmButton(dialog));
  expect(await screen.findByText('创建群组成功')).toBeTruthy();
  expect((await groupsNamed('自定义ID群'))[0]!.groupID).toBe('hr2_custom_id');
});

it('drops the group ID for Community (typed before switching type)', async () => {
  const { dialog } = await openDialog();
  fireEvent.change(nameInput(dialog), { target: { value: '社群无ID' } });
  fireEvent.change(within(dialog).getByLabelText('群ID'), { target: { value: 'hr2_community_id' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: '社群(Community)' }));
  fireEvent.click(confirmButton(dialog));
  expect(await screen.findByText('创建群组成功')).toBeTruthy();
  const [community] = await groupsNamed('社群无ID');
  expect(community!.groupID).not.toBe('hr2_community_id');
  expect(community!.groupID.startsWith('@TGS#_')).toBe(true);
});

it('a live group (AVChatRoom): the creator joins it after creating', async () => {
  const join = jest.spyOn(hr.chat, 'joinGroup');
  const { dialog } = await openDialog([]);
  fireEvent.change(nameInput(dialog), { target: { value: '直播群测试' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: '直播群(AVChatRoom)' }));
  fireEvent.click(confirmButton(dialog));
  expect(await screen.findByText('创建群组成功')).toBeTruthy();
  const [group] = await groupsNamed('直播群测试');
  expect(group!.type).toBe('AVChatRoom');
  expect(join).toHaveBeenCalledWith({ groupID: group!.groupID, applyMessage: '' });
  expect((await join.mock.results[0]!.value).data.status).toBe('AlreadyInGroup');
  join.mockRestore();
});

it("a failure (a group ID in use) says so in the user's language (by its code) and keeps the dialog", async () => {
  await hr.chat.createGroup({ name: '占用ID群', type: 'Public', groupID: 'hr2_taken' });
  const { dialog } = await openDialog();
  fireEvent.change(nameInput(dialog), { target: { value: '重复ID群' } });
  fireEvent.change(within(dialog).getByLabelText('群ID'), { target: { value: 'hr2_taken' } });
  fireEvent.click(confirmButton(dialog));
  expect(await screen.findByText('该群ID已被使用，请换一个')).toBeTruthy();
  expect(screen.getByRole('dialog', { name: '创建群聊' })).toBe(dialog);
  expect(await groupsNamed('重复ID群')).toEqual([]);
});
