/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Groups on the contact page live (docs/chat.md §4, §8): demo_admin owns one group (dissolve), is
// a member of c26's (enter chat, quit), and finds two of c27's by ID to join: one needs the
// admin's approval, one is free to join (then, from a stale view, already a member).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine, Group } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { Chat } from '../../shell/chat';

type User = { chat: ChatEngine; userID: string };
let live: LiveChat;
let me: User, c26: User, c27: User;
let owned: Group, member: Group, needPermission: Group, free: Group;

beforeAll(async () => {
  live = await startLiveChat();
  [me, c26, c27] = (await Promise.all(['demo_admin', 'demo_c26', 'demo_c27'].map((name) => live.engineFor(name)))) as [User, User, User];
  owned = (await me.chat.createGroup({ name: '我创建的群', type: 'Public', memberList: [{ userID: c26.userID }] })).data.group;
  member = (await c26.chat.createGroup({ name: '我加入的群', type: 'Public', memberList: [{ userID: me.userID }] })).data.group;
  needPermission = (await c27.chat.createGroup({ name: '需审批的群', type: 'Public', joinOption: 'NeedPermission' })).data.group;
  free = (await c27.chat.createGroup({ name: '自由加入的群', type: 'Public', joinOption: 'FreeAccess' })).data.group;
}, 60_000);
afterAll(() => live?.close());
afterEach(() => jest.restoreAllMocks());

async function openContacts() {
  const view = render(
    <ChatProvider engine={me.chat}>
      <Chat />
    </ChatProvider>,
  );
  showTab('通讯录');
  await screen.findByRole('searchbox', { name: '添加好友/群聊' });
  return view;
}
const showTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
const section = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const detail = () => screen.getByRole('region', { name: '通讯录' });
async function openMyGroup(name: string) {
  fireEvent.click(section('我的群聊'));
  fireEvent.click(await screen.findByRole('button', { name }));
}
async function findGroup(groupID: string, name: string) {
  const box = screen.getByRole('searchbox', { name: '添加好友/群聊' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: groupID } });
  fireEvent.keyDown(box, { key: 'Enter' });
  fireEvent.click(await within(await screen.findByRole('list', { name: '群聊' })).findByRole('button', { name }));
}

it('enter chat opens the group conversation; quitting it then clears the current conversation', async () => {
  const { container } = await openContacts();
  await openMyGroup('我加入的群');
  const enter = await within(detail()).findByRole('button', { name: '进入群聊' });
  expect(within(detail()).getByText(`群ID：${member.groupID}`)).toBeTruthy();
  expect(within(detail()).getByText('群类型：陌生人社交群（Public）')).toBeTruthy();
  expect(within(detail()).getByRole('button', { name: '退出群组' })).toBeTruthy();
  expect(within(detail()).queryByRole('button', { name: '解散群聊' })).toBeNull();
  expect(await seriousViolations(container)).toEqual([]);
  fireEvent.click(enter);
  await waitFor(() => expect(screen.getByRole('tab', { name: '会话' }).getAttribute('aria-selected')).toBe('true'));
  await waitFor(() => expect(screen.queryByText('请选择会话')).toBeNull());

  showTab('通讯录');
  await openMyGroup('我加入的群');
  fireEvent.click(await within(detail()).findByRole('button', { name: '退出群组' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确定退出群组 我加入的群 吗？' });
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '确定' })));
  expect(await screen.findByText('退出群组成功')).toBeTruthy();
  await waitFor(() => expect(within(detail()).getByText('请选择联系人')).toBeTruthy());
  showTab('会话');
  expect(await screen.findByText('请选择会话')).toBeTruthy();
  expect((await me.chat.getGroupList()).data.groupList.map((g) => g.groupID)).not.toContain(member.groupID);
});

it('the owner dissolves the group after confirming: 解散群聊成功, back to the list', async () => {
  await openContacts();
  await openMyGroup('我创建的群');
  expect(await within(detail()).findByRole('button', { name: '解散群聊' })).toBeTruthy();
  expect(within(detail()).queryByRole('button', { name: '退出群组' })).toBeNull();
  fireEvent.click(within(detail()).getByRole('button', { name: '解散群聊' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确定解散群聊 我创建的群 吗？' });
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '确定' })));
  expect(await screen.findByText('解散群聊成功')).toBeTruthy();
  await waitFor(() => expect(within(detail()).getByText('请选择联系人')).toBeTruthy());
  await waitFor(() => expect(screen.queryByRole('button', { name: '我创建的群' })).toBeNull());
  await expect(c26.chat.searchGroupByID(owned.groupID)).rejects.toMatchObject({ code: expect.any(Number) });
});

it('a group that needs permission: the application waits for the admin (等待管理员同意)', async () => {
  const { container } = await openContacts();
  await findGroup(needPermission.groupID, '需审批的群');
  fireEvent.change(await within(detail()).findByRole('textbox', { name: '申请信息' }), { target: { value: '请通过' } });
  expect(await seriousViolations(container)).toEqual([]);
  fireEvent.click(within(detail()).getByRole('button', { name: '申请加入' }));
  expect(await screen.findByText('等待管理员同意')).toBeTruthy();
  const { applicationList } = (await c27.chat.getGroupApplicationList()).data;
  expect(applicationList).toEqual([expect.objectContaining({ groupID: needPermission.groupID, applicant: me.userID, note: '请通过' })]);
});

it('a free group is joined at once (加群成功); joining again from a stale view says 您已是群成员', async () => {
  const stale = await me.chat.searchGroupByID(free.groupID);
  await openContacts();
  await findGroup(free.groupID, '自由加入的群');
  fireEvent.click(await within(detail()).findByRole('button', { name: '申请加入' }));
  expect(await screen.findByText('加群成功')).toBeTruthy();
  await waitFor(() => expect(within(detail()).getByRole('button', { name: '进入群聊' })).toBeTruthy());

  // The detail as it was before joining (another tab, a slow push): the server knows better.
  jest.spyOn(me.chat, 'searchGroupByID').mockResolvedValue(stale);
  showTab('会话');
  showTab('通讯录');
  await screen.findByRole('searchbox', { name: '添加好友/群聊' });
  await findGroup(free.groupID, '自由加入的群');
  fireEvent.click(await within(detail()).findByRole('button', { name: '申请加入' }));
  expect(await screen.findByText('您已是群成员')).toBeTruthy();
});
