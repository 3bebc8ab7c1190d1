/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Opening the panel from the group chat header, and the ends (docs/chat.md §4-§6, §8): a Work
// group's panel, transferring the group, dissolving it (owner) and quitting (member), each after a
// confirmation; after a dissolve or quit the current conversation is cleared.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { click, confirmAlert, makeGroup, openManage, pick, renderChat, sheet, type Live } from '../../../test/views/group-screens';

let live: LiveChat;
let owner: Live;
let c: Live[];

beforeAll(async () => {
  live = await startLiveChat();
  owner = await live.engineFor('demo_admin');
  c = await Promise.all(['demo_c18', 'demo_c19', 'demo_c20', 'demo_c21'].map((name) => live.engineFor(name)));
}, 60_000);
afterAll(() => live?.close());

const groupsOf = async (user: Live) => (await user.chat.getGroupList()).data.groupList.map((g) => g.groupID);

/** Opens the group's conversation from the list (a message makes it appear) and its panel from the header. */
async function openFromHeader(user: Live, groupID: string) {
  await user.chat.sendMessage(user.chat.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'hi' } }));
  renderChat(user);
  // Queried again right before the click: the first rows give way to the virtualised list's once
  // its chunk is in, and a click on a row that has left the page opens nothing.
  const row = () => document.querySelector<HTMLElement>(`[role="option"][data-conversation-id="GROUP${groupID}"]`);
  await waitFor(() => expect(row()).not.toBeNull());
  fireEvent.click(row()!);
  fireEvent.click(await screen.findByRole('button', { name: '群管理' }));
  const panel = await screen.findByRole('dialog', { name: '群管理' });
  await within(panel).findByTestId('group-id');
  return panel;
}

it("a Work group's panel, opened from the chat header: no add tile, no dissolve, the owner may quit", async () => {
  const groupID = await makeGroup(owner, 'Private', '工作群', [c[0]!]);
  const panel = await openFromHeader(owner, groupID);
  const preview = within(panel).getByTestId('member-preview');
  expect(within(preview).queryByRole('button', { name: '添加成员' })).toBeNull();
  expect(within(preview).queryByRole('button', { name: '删除成员' })).toBeNull();
  expect(within(panel).queryByRole('button', { name: '解散群聊' })).toBeNull();
  expect(within(panel).queryByRole('button', { name: '管理员设置' })).toBeNull();
  expect(within(panel).getByRole('button', { name: '退出群组' })).toBeTruthy();
  expect(within(panel).getByRole('button', { name: '转让群组' })).toBeTruthy();
  expect(await seriousViolations(document.body)).toEqual([]);
});

it('transfers the group to a member: the old owner then may quit but not dissolve', async () => {
  const groupID = await makeGroup(owner, 'Public', '转让测试群', [c[0]!, c[1]!]);
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  click(panel, '转让群组');
  await screen.findByRole('dialog', { name: '转让群组' });
  await pick([c[1]!.userID]);
  await waitFor(async () => expect((await owner.chat.getGroupProfile({ groupID })).data.group.ownerID).toBe(c[1]!.userID));
  await waitFor(() => expect(within(sheet()).queryByRole('button', { name: '解散群聊' })).toBeNull());
  expect(within(sheet()).getByRole('button', { name: '退出群组' })).toBeTruthy();
});

it('the owner dissolves after confirming: toast, the group is gone, the conversation cleared', async () => {
  const groupID = await makeGroup(owner, 'ChatRoom', '解散测试群', [c[2]!]);
  const panel = await openFromHeader(owner, groupID);
  click(panel, '解散群聊');
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByText('确认解散群聊？解散后群内所有成员将被移出。')).toBeTruthy();
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(within(alert).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(await groupsOf(owner)).toContain(groupID);
  click(sheet(), '解散群聊');
  await confirmAlert();
  expect(await screen.findByText('解散群聊成功')).toBeTruthy();
  expect(await groupsOf(c[2]!)).not.toContain(groupID);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.querySelector('section[data-conversation-id]')).toBeNull();
  expect(screen.getByText('请选择会话')).toBeTruthy();
});

it('a member quits after confirming: toast, no longer a member, the conversation cleared', async () => {
  const member = c[3]!;
  const groupID = await makeGroup(owner, 'Community', '退出测试群', [member]);
  const panel = await openFromHeader(member, groupID);
  expect(within(panel).queryByRole('button', { name: '解散群聊' })).toBeNull();
  expect(within(panel).queryByRole('button', { name: '管理员设置' })).toBeNull();
  click(panel, '退出群组');
  await confirmAlert();
  expect(await screen.findByText('退出群组成功')).toBeTruthy();
  expect(await groupsOf(member)).not.toContain(groupID);
  const { data } = await owner.chat.getGroupMemberList({ groupID, count: 100, offset: 0 });
  expect(data.memberList.map((m) => m.userID)).toEqual([owner.userID]);
  await waitFor(() => expect(document.querySelector('section[data-conversation-id]')).toBeNull());
});
