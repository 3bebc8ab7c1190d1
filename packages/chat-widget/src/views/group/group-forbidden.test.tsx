/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Forbidden group actions through the panel, refused by the real server (docs/chat.md §6; the
// server's table in packages/server/README.md). The panel hides what a role cannot do, so each
// test makes it stale: the panel is opened while the role allows the action, then the role
// changes through the owner's engine, then the action is tried. The server refuses (10007 or the
// type's code), the toast says so by its code (issue 31: not the server's English), and nothing
// changed (read back through an engine).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { click, confirmAlert, makeGroup, memberOf, openManage, pick, renderChat, sheet, type Live } from '../../../test/views/group-screens';

/** 10007's text (i18n/lazy/errors). */
const NO_PERMISSION = '您不是该群成员，或没有权限进行此操作';

let live: LiveChat;
let owner: Live;
let admin: Live;
let c: Live[];

beforeAll(async () => {
  live = await startLiveChat();
  owner = await live.engineFor('demo_c22');
  admin = await live.engineFor('demo_c23');
  c = await Promise.all(['demo_c24', 'demo_c25', 'demo_c26', 'demo_c27'].map((name) => live.engineFor(name)));
}, 60_000);
afterAll(() => live?.close());

/** A Public group where `admin` is an admin. */
async function groupWithAdmin(name: string) {
  const groupID = await makeGroup(owner, 'Public', name, [admin, c[0]!]);
  await owner.chat.setGroupMemberRole({ groupID, userID: admin.userID, role: 'Admin' });
  return groupID;
}
const demote = (groupID: string) => owner.chat.setGroupMemberRole({ groupID, userID: admin.userID, role: 'Member' });
const profile = async (groupID: string) => (await owner.chat.getGroupProfile({ groupID })).data.group;

it('an admin demoted while picking a member to mute: the mute is refused (10007)', async () => {
  const groupID = await groupWithAdmin('禁言越权群');
  renderChat(admin);
  const panel = await openManage(admin, groupID);
  click(panel, '管理员设置');
  click(await screen.findByRole('dialog', { name: '管理员设置' }), '添加禁言成员');
  await screen.findByRole('dialog', { name: '设置禁言' });
  await demote(groupID);
  await pick([c[0]!.userID]);
  expect(await screen.findByText(NO_PERMISSION)).toBeTruthy();
  expect((await memberOf(owner, groupID, c[0]!.userID))!.muteUntil).toBe(0);
});

it('an admin demoted while renaming: the rename is refused, the name stays', async () => {
  const groupID = await groupWithAdmin('改名越权群');
  renderChat(admin);
  const panel = await openManage(admin, groupID);
  click(panel, '编辑 群名称');
  await demote(groupID);
  const input = within(sheet()).getByLabelText('群名称');
  fireEvent.change(input, { target: { value: '不该改成这个' } });
  fireEvent.submit(input);
  expect(await screen.findByText(NO_PERMISSION)).toBeTruthy();
  expect((await profile(groupID)).name).toBe('改名越权群');
  // Read again after the refusal: the name is no longer editable.
  await waitFor(() => expect(within(sheet()).queryByRole('button', { name: '编辑 群名称' })).toBeNull());
});

it('a member whose notice editor was opened while admin: publishing is refused', async () => {
  const groupID = await groupWithAdmin('公告越权群');
  renderChat(admin);
  const panel = await openManage(admin, groupID);
  click(panel, '编辑 群公告');
  const notice = await screen.findByRole('dialog', { name: '群公告' });
  await demote(groupID);
  const box = within(notice).getByLabelText('群公告');
  fireEvent.change(box, { target: { value: '越权公告' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(await screen.findByText(NO_PERMISSION)).toBeTruthy();
  expect((await profile(groupID)).notification).toBe('');
  expect(await seriousViolations(document.body)).toEqual([]);
});

it('a former owner (transferred meanwhile) confirming a dissolve: refused, the group stays', async () => {
  const groupID = await makeGroup(owner, 'Public', '解散越权群', [c[1]!]);
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  click(panel, '解散群聊');
  await screen.findByRole('alertdialog');
  await owner.chat.changeGroupOwner({ groupID, newOwnerID: c[1]!.userID });
  await confirmAlert();
  expect(await screen.findByText(`解散群聊失败：${NO_PERMISSION}`)).toBeTruthy();
  expect((await c[1]!.chat.getGroupProfile({ groupID })).data.group.ownerID).toBe(c[1]!.userID);
  expect(screen.getByRole('dialog', { name: '群管理' })).toBeTruthy();
});

it('a member removing someone in a group they owned until now: refused, still a member', async () => {
  const [target, heir] = [c[2]!, c[1]!];
  const groupID = await makeGroup(owner, 'ChatRoom', '移除越权群', [target, heir]);
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  click(within(panel).getByTestId('member-preview'), '删除成员');
  await screen.findByRole('dialog', { name: '删除成员' });
  await owner.chat.changeGroupOwner({ groupID, newOwnerID: heir.userID });
  await pick([target.userID]);
  await confirmAlert();
  expect(await screen.findByText(NO_PERMISSION)).toBeTruthy();
  expect(await memberOf(heir, groupID, target.userID)).toBeDefined();
});

it('a plain member adding someone to a Public group (the + tile shows for every type but Work): refused', async () => {
  const member = c[0]!;
  const groupID = await makeGroup(owner, 'Public', '成员加人群', [member]);
  renderChat(member);
  const panel = await openManage(member, groupID);
  click(within(panel).getByTestId('member-preview'), '添加成员');
  const picker = await screen.findByRole('dialog', { name: '添加成员' });
  fireEvent.change(within(picker).getByLabelText('用户ID'), { target: { value: c[3]!.userID } });
  fireEvent.submit(within(picker).getByLabelText('用户ID'));
  await within(picker).findByText(c[3]!.userID);
  click(picker, '确认');
  expect(await screen.findByText(NO_PERMISSION)).toBeTruthy();
  expect(await memberOf(owner, groupID, c[3]!.userID)).toBeUndefined();
});

it('what the type forbids: adding to a live group (2661) and transferring it (2620) are refused', async () => {
  const groupID = await makeGroup(owner, 'AVChatRoom', '直播越权群', []);
  await c[3]!.chat.joinGroup({ groupID, applyMessage: '' });
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  expect(within(within(panel).getByTestId('member-preview')).queryByRole('button', { name: '删除成员' })).toBeNull();
  click(within(panel).getByTestId('member-preview'), '添加成员');
  const picker = await screen.findByRole('dialog', { name: '添加成员' });
  fireEvent.change(within(picker).getByLabelText('用户ID'), { target: { value: c[2]!.userID } });
  fireEvent.submit(within(picker).getByLabelText('用户ID'));
  await within(picker).findByText(c[2]!.userID);
  click(picker, '确认');
  expect(await screen.findByText('直播群不能添加成员')).toBeTruthy();
  expect(await memberOf(owner, groupID, c[2]!.userID)).toBeUndefined();

  click(sheet(), '返回');
  click(await screen.findByRole('dialog', { name: '群管理' }), '转让群组');
  await screen.findByRole('dialog', { name: '转让群组' });
  await pick([c[3]!.userID]);
  expect(await screen.findByText('直播群不能转让群主')).toBeTruthy();
  expect((await profile(groupID)).ownerID).toBe(owner.userID);
});
