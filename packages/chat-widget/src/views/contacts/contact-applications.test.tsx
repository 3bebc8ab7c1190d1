/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The contact page live (docs/chat.md §2, §4, §5, §8): sections, search, friend applications.
// Candidates apply to demo_hr2 (c20, c21), one is a friend already (c22), one is blacklisted
// (c25); c23 is a stranger to apply to; c24 owns a group to find by ID.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import { detail, expanded, openContacts as openFor, row, searchBox, section } from '../../../test/views/contact-page';

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
  [c20, c21, c22, c23, c24, c25] = (await Promise.all(
    ['demo_c20', 'demo_c21', 'demo_c22', 'demo_c23', 'demo_c24', 'demo_c25'].map((name) => live.engineFor(name)),
  )) as [User, User, User, User, User, User];
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

const openContacts = () => openFor(me.chat);
const rowButton = (userID: string) => row(nick.get(userID) ?? userID);

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
  expect((await c20.chat.checkFriend({ userIDList: [me.userID], type: 'CheckResult_Type_Both' })).data.successUserIDList[0]!.relation).toBe(
    'CheckResult_Type_BothWay',
  );
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
  // The default wording names me by nickname, not by my chat ID.
  const myNick = (await me.chat.getMyProfile()).data.nick;
  expect(myNick).not.toBe('');
  const wording = await within(detail()).findByRole('textbox', { name: '验证信息' });
  await waitFor(() => expect((wording as HTMLInputElement).value).toBe(`我是${myNick}`));
  fireEvent.change(wording, { target: { value: '您好，想和您聊聊职位' } });
  fireEvent.change(within(detail()).getByRole('textbox', { name: '备注' }), { target: { value: '候选人23' } });
  fireEvent.click(within(detail()).getByRole('button', { name: '发送申请' }));
  expect(await screen.findByText('申请已发送')).toBeTruthy();
  expect(addFriend).toHaveBeenCalledWith(
    expect.objectContaining({ to: c23.userID, source: 'AddSource_Type_web', wording: '您好，想和您聊聊职位', remark: '候选人23' }),
  );
  const received = (await c23.chat.getFriendApplicationList()).data.friendApplicationList;
  expect(received).toEqual([expect.objectContaining({ userID: me.userID, wording: '您好，想和您聊聊职位', type: 'Pendency_Type_ComeIn' })]);
  // My own application is listed under new contacts, waiting for verification.
  fireEvent.click(screen.getByRole('button', { name: '取消' }));
  fireEvent.click(await screen.findByRole('button', { name: /^新的联系人/ }));
  const mine = (await rowButton(c23.userID)).closest('li')!;
  expect(within(mine as HTMLElement).getByText('等待验证')).toBeTruthy();
  expect(within(mine as HTMLElement).queryByRole('button', { name: /^同意/ })).toBeNull();
});
