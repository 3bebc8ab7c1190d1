/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The contact page live (spec/chat.md §2, §4, §5, §8): demo_hr2's <Chat/> on its contact tab.
// Candidates apply to demo_hr2 (c20, c21), one is a friend already (c22), one is blacklisted
// (c25); c23 is a stranger to apply to; c24 owns a group to find by ID.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '../../../test/dom/axe';
import { startLiveChat, type LiveChat } from '../../../test/dom/live-chat';
import type { ChatEngine } from '../../engine';
import { ChatProvider } from '../../provider/chat-provider';
import { Chat } from '../../shell/chat';
import ContactPanel from './contact-panel';

type User = { chat: ChatEngine; userID: string };
let live: LiveChat;
let me: User;
let c20: User, c21: User, c22: User, c23: User, c24: User, c25: User;
let groupID: string;
const nick = new Map<string, string>();

const apply = (from: User, to: User, wording: string) => from.chat.addFriend({ to: to.userID, source: 'AddSource_Type_web', wording });

beforeAll(async () => {
  live = await startLiveChat();
  me = await live.engineFor('demo_hr2');
  [c20, c21, c22, c23, c24, c25] = (await Promise.all(['demo_c20', 'demo_c21', 'demo_c22', 'demo_c23', 'demo_c24', 'demo_c25'].map((name) => live.engineFor(name)))) as [
    User, User, User, User, User, User,
  ];
  await apply(c22, me, 'friend');
  await me.chat.acceptFriendApplication({ userID: c22.userID, type: 'Response_Action_AgreeAndAdd' });
  await apply(c20, me, '你好，我是c20');
  await apply(c21, me, '你好，我是c21');
  await me.chat.addToBlacklist({ userIDList: [c25.userID] });
  groupID = (await c24.chat.createGroup({ name: '联系人测试群', type: 'Public' })).data.group.groupID;
  const { data } = await me.chat.getUserProfile({ userIDList: [c20, c21, c22, c23, c24, c25].map((u) => u.userID) });
  for (const profile of data) nick.set(profile.userID, profile.nick || profile.userID);
}, 60_000);
afterAll(() => live?.close());
afterEach(() => jest.restoreAllMocks());

async function openContacts() {
  const view = render(
    <ChatProvider engine={me.chat}>
      <Chat />
    </ChatProvider>,
  );
  fireEvent.mouseDown(screen.getByRole('tab', { name: '通讯录' }), { button: 0 });
  await screen.findByRole('textbox', { name: '添加好友/群聊' }).catch(() => screen.findByRole('searchbox', { name: '添加好友/群聊' }));
  return view;
}
const section = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const expanded = (name: string) => section(name).getAttribute('aria-expanded') === 'true';
const rowButton = (userID: string) => screen.findByRole('button', { name: new RegExp(`^${nick.get(userID) ?? userID}`) });
const searchBox = () => screen.getByRole('searchbox', { name: '添加好友/群聊' });
const detail = () => screen.getByRole('region', { name: '通讯录' });

it('shows the sections with counts and the unread applications; opening new contacts marks them read', async () => {
  const { container } = await openContacts();
  await waitFor(() => expect(section('新的联系人').textContent).toBe('新的联系人2 条未读2'));
  expect(section('黑名单').textContent).toBe('黑名单1');
  expect(section('我的群聊').textContent).toBe(`我的群聊${(await me.chat.getGroupList()).data.groupList.length}`);
  expect(section('我的好友').textContent).toBe('我的好友1');
  expect(screen.queryByRole('button', { name: /^客服号/ })).toBeNull();
  fireEvent.click(section('新的联系人'));
  expect(await screen.findByRole('button', { name: `同意 ${nick.get(c20.userID)}` })).toBeTruthy();
  expect(section('新的联系人').textContent).toBe('新的联系人2');
  await waitFor(async () => expect((await me.chat.getFriendApplicationList()).data.unreadCount).toBe(0));
  // One open at a time; clicking the open one collapses it.
  fireEvent.click(section('我的好友'));
  await waitFor(() => expect(expanded('我的好友')).toBe(true));
  expect(expanded('新的联系人')).toBe(false);
  fireEvent.click(await rowButton(c22.userID));
  await within(detail()).findByText(`用户ID：${c22.userID}`);
  fireEvent.click(section('我的好友'));
  await waitFor(() => expect(expanded('我的好友')).toBe(false));
  expect(within(detail()).getByText('请选择联系人')).toBeTruthy();
  expect(await seriousViolations(container)).toEqual([]);
});

it('accepts an application from the detail: 添加好友成功, and the list switches to friends', async () => {
  const { container } = await openContacts();
  fireEvent.click(section('新的联系人'));
  fireEvent.click(await rowButton(c20.userID));
  await within(detail()).findByText('验证信息：你好，我是c20');
  expect(await seriousViolations(container)).toEqual([]);
  fireEvent.click(await within(detail()).findByRole('button', { name: '同意' }));
  expect(await screen.findByText('添加好友成功')).toBeTruthy();
  await waitFor(() => expect(expanded('我的好友')).toBe(true));
  await waitFor(() => expect(section('我的好友').textContent).toBe('我的好友2'));
  expect((await c20.chat.checkFriend({ userIDList: [me.userID], type: 'CheckResult_Type_Both' })).data.successUserIDList[0]!.relation).toBe('CheckResult_Type_BothWay');
});

it('refuses an application: 拒绝成功', async () => {
  await openContacts();
  fireEvent.click(section('新的联系人'));
  fireEvent.click(await rowButton(c21.userID));
  fireEvent.click(await within(detail()).findByRole('button', { name: '拒绝' }));
  expect(await screen.findByText('拒绝成功')).toBeTruthy();
  await waitFor(() => expect(section('新的联系人').textContent).toBe('新的联系人0'));
  expect((await me.chat.getFriendApplicationList()).data.friendApplicationList).toEqual([]);
});

it('searches by ID: a user, a group, nothing, and an empty ID does nothing', async () => {
  const { container } = await openContacts();
  const searchGroup = jest.spyOn(me.chat, 'searchGroupByID');
  fireEvent.focus(searchBox());
  fireEvent.change(searchBox(), { target: { value: '   ' } });
  fireEvent.keyDown(searchBox(), { key: 'Enter' });
  expect(searchGroup).not.toHaveBeenCalled();
  fireEvent.change(searchBox(), { target: { value: c23.userID } });
  fireEvent.keyDown(searchBox(), { key: 'Enter' });
  const contacts = await screen.findByRole('list', { name: '联系人' });
  expect(within(contacts).getByRole('button', { name: nick.get(c23.userID) })).toBeTruthy();
  expect(screen.queryByRole('list', { name: '群聊' })).toBeNull();
  expect(await seriousViolations(container)).toEqual([]);
  fireEvent.change(searchBox(), { target: { value: groupID } });
  fireEvent.keyDown(searchBox(), { key: 'Enter' });
  const groups = await screen.findByRole('list', { name: '群聊' });
  expect(within(groups).getByRole('button', { name: '联系人测试群' })).toBeTruthy();
  fireEvent.change(searchBox(), { target: { value: 'no_such_id_42' } });
  fireEvent.keyDown(searchBox(), { key: 'Enter' });
  expect(await screen.findByText('无搜索结果')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByText('无搜索结果')).toBeNull());
  expect(section('我的好友')).toBeTruthy();
});

it('sends an application with verification text and remark (source web): 申请已发送', async () => {
  await openContacts();
  const addFriend = jest.spyOn(me.chat, 'addFriend');
  fireEvent.focus(searchBox());
  fireEvent.change(searchBox(), { target: { value: c23.userID } });
  fireEvent.keyDown(searchBox(), { key: 'Enter' });
  fireEvent.click(await rowButton(c23.userID));
  fireEvent.change(await within(detail()).findByRole('textbox', { name: '验证信息' }), { target: { value: '您好，想和您聊聊职位' } });
  fireEvent.change(within(detail()).getByRole('textbox', { name: '备注' }), { target: { value: '候选人23' } });
  fireEvent.click(within(detail()).getByRole('button', { name: '发送申请' }));
  expect(await screen.findByText('申请已发送')).toBeTruthy();
  expect(addFriend).toHaveBeenCalledWith(expect.objectContaining({ to: c23.userID, source: 'AddSource_Type_web', wording: '您好，想和您聊聊职位', remark: '候选人23' }));
  const received = (await c23.chat.getFriendApplicationList()).data.friendApplicationList;
  expect(received).toEqual([expect.objectContaining({ userID: me.userID, wording: '您好，想和您聊聊职位', type: 'Pendency_Type_ComeIn' })]);
});

it('edits a remark: over 96 bytes is refused before sending; Enter saves a valid one', async () => {
  await openContacts();
  const update = jest.spyOn(me.chat, 'updateFriend');
  fireEvent.click(section('我的好友'));
  fireEvent.click(await rowButton(c22.userID));
  fireEvent.click(await within(detail()).findByRole('button', { name: '修改备注' }));
  const input = within(detail()).getByRole('textbox', { name: '备注' });
  fireEvent.change(input, { target: { value: '备'.repeat(48) + 'x' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(await screen.findByText('修改备注失败: 备注长度不得超过 96 字节')).toBeTruthy();
  expect(update).not.toHaveBeenCalled();
  fireEvent.change(input, { target: { value: '优秀候选人' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(await screen.findByText('修改备注成功')).toBeTruthy();
  expect((await me.chat.getFriendList()).data.find((f) => f.userID === c22.userID)?.remark).toBe('优秀候选人');
  await within(detail()).findByText('备注：优秀候选人');
});

it('send message opens the one-to-one conversation on the conversation tab', async () => {
  await openContacts();
  fireEvent.click(section('我的好友'));
  fireEvent.click(await screen.findByRole('button', { name: '优秀候选人' }));
  fireEvent.click(await within(detail()).findByRole('button', { name: '发送消息' }));
  await waitFor(() => expect(screen.getByRole('tab', { name: '会话' }).getAttribute('aria-selected')).toBe('true'));
  await waitFor(() => expect(screen.queryByText('请选择会话')).toBeNull());
  expect((await me.chat.getConversationList()).data.conversationList.some((c) => c.conversationID === `C2C${c22.userID}`)).toBe(true);
});

it('an official deployment offers no send-message to a non-friend; a failed switch shows 进入会话失败', async () => {
  render(
    <ChatProvider engine={me.chat} features={{ officialAccount: true }}>
      <Chat />
    </ChatProvider>,
  );
  fireEvent.mouseDown(screen.getByRole('tab', { name: '通讯录' }), { button: 0 });
  await screen.findByRole('searchbox', { name: '添加好友/群聊' });
  fireEvent.focus(searchBox());
  fireEvent.change(searchBox(), { target: { value: c24.userID } });
  fireEvent.keyDown(searchBox(), { key: 'Enter' });
  fireEvent.click(await rowButton(c24.userID));
  await within(detail()).findByRole('button', { name: '发送申请' });
  expect(within(detail()).queryByRole('button', { name: '发送消息' })).toBeNull();

  // A friend has it; when the engine cannot switch to the conversation, the contact tab stays.
  jest.spyOn(me.chat, 'getConversationProfile').mockRejectedValue(Object.assign(new Error('offline'), { code: 2800 }));
  fireEvent.click(screen.getByRole('button', { name: '取消' }));
  fireEvent.click(await screen.findByRole('button', { name: /^我的好友/ }));
  fireEvent.click(await screen.findByRole('button', { name: '优秀候选人' }));
  fireEvent.click(await within(detail()).findByRole('button', { name: '发送消息' }));
  expect(await screen.findByText('进入会话失败')).toBeTruthy();
  expect(screen.getByRole('tab', { name: '通讯录' }).getAttribute('aria-selected')).toBe('true');
});

it('blacklists a friend (the list switches to blacklist) and removes a user from the blacklist', async () => {
  await openContacts();
  fireEvent.click(section('我的好友'));
  fireEvent.click(await screen.findByRole('button', { name: '优秀候选人' }));
  const toggle = await within(detail()).findByRole('switch', { name: '加入黑名单' });
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  fireEvent.click(toggle);
  await waitFor(() => expect(expanded('黑名单')).toBe(true));
  await waitFor(() => expect((screen.getByRole('list', { name: '黑名单' }).textContent ?? '')).toContain(nick.get(c22.userID)!));
  expect((await me.chat.getBlacklist()).data.sort()).toEqual([c22.userID, c25.userID].sort());

  fireEvent.click(await rowButton(c25.userID));
  await within(detail()).findByText(`用户ID：${c25.userID}`);
  const blocked = await within(detail()).findByRole('switch', { name: '加入黑名单' });
  await waitFor(() => expect(blocked.getAttribute('aria-checked')).toBe('true'));
  fireEvent.click(blocked);
  await waitFor(() => expect(section('黑名单').textContent).toBe('黑名单1'));
  expect((await me.chat.getBlacklist()).data).toEqual([c22.userID]);
});

it('deletes a friend after confirming: 删除好友成功', async () => {
  await openContacts();
  fireEvent.click(section('我的好友'));
  fireEvent.click(await rowButton(c20.userID));
  fireEvent.click(await within(detail()).findByRole('button', { name: '删除好友' }));
  const confirm = await screen.findByRole('alertdialog', { name: `确定删除好友 ${nick.get(c20.userID)} 吗？` });
  expect(await seriousViolations(document.body)).toEqual([]);
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '确定' })));
  expect(await screen.findByText('删除好友成功')).toBeTruthy();
  await waitFor(() => expect(section('我的好友').textContent).toBe('我的好友0'));
  expect((await me.chat.getFriendList()).data).toEqual([]);
});

it('narrow: the list or the detail, the detail under a back header', async () => {
  render(
    <ChatProvider engine={me.chat}>
      <ContactPanel narrow />
    </ChatProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: /^黑名单/ }));
  fireEvent.click(await rowButton(c22.userID));
  expect(await screen.findByRole('heading', { name: '添加好友/群聊' })).toBeTruthy();
  expect(screen.queryByRole('searchbox')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '返回' }));
  expect(await screen.findByRole('searchbox', { name: '添加好友/群聊' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: '添加好友/群聊' })).toBeNull();
});
