/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The contact page live (docs/chat.md §4, §5, §6, §8): a friend's remark, message, blacklist and
// deletion; the official deployment; the narrow layout. demo_hr has two friends (c1, c2), has
// blacklisted c3, and c4 is a stranger.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import ContactPanel from './contact-panel';
import { detail, expanded, openContacts as openFor, row, searchFor, section } from '../../../test/views/contact-page';

type User = { chat: ChatEngine; userID: string };
let live: LiveChat;
let me: User;
let c22: User, c20: User, c25: User, c24: User;
const nick = new Map<string, string>();

beforeAll(async () => {
  live = await startLiveChat();
  me = await live.engineFor('demo_hr');
  // Named as in contact-applications.test.tsx: c22 and c20 friends, c25 blacklisted, c24 a stranger.
  [c22, c20, c25, c24] = (await Promise.all(['demo_c1', 'demo_c2', 'demo_c3', 'demo_c4'].map((name) => live.engineFor(name)))) as [User, User, User, User];
  for (const friend of [c22, c20]) {
    await friend.chat.addFriend({ to: me.userID, source: 'AddSource_Type_web' });
    await me.chat.acceptFriendApplication({ userID: friend.userID, type: 'Response_Action_AgreeAndAdd' });
  }
  await me.chat.addToBlacklist({ userIDList: [c25.userID] });
  const { data } = await me.chat.getUserProfile({ userIDList: [c22, c20, c25, c24].map((u) => u.userID) });
  for (const profile of data) nick.set(profile.userID, profile.nick || profile.userID);
}, 60_000);
afterAll(() => live?.close());
afterEach(() => jest.restoreAllMocks());

const openContacts = () => openFor(me.chat);
const rowButton = (userID: string) => row(nick.get(userID) ?? userID);

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
  await openFor(me.chat, { officialAccount: true });
  searchFor(c24.userID);
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
  await waitFor(() => expect(screen.getByRole('list', { name: '黑名单' }).textContent ?? '').toContain(nick.get(c22.userID)!));
  expect((await me.chat.getBlacklist()).data.sort()).toEqual([c22.userID, c25.userID].sort());

  fireEvent.click(await rowButton(c25.userID));
  await within(detail()).findByText(`用户ID：${c25.userID}`);
  const blocked = await within(detail()).findByRole('switch', { name: '加入黑名单' });
  await waitFor(() => expect(blocked.getAttribute('aria-checked')).toBe('true'));
  // Its words are its label: pressing them toggles it too (issue 31).
  fireEvent.click(within(detail()).getByText('加入黑名单'));
  await waitFor(() => expect(section('黑名单').textContent).toBe('黑名单1'));
  expect((await me.chat.getBlacklist()).data).toEqual([c22.userID]);
});

it('deletes a friend after confirming: 删除好友成功', async () => {
  // demo_hr may have friends of its own: count from what there is.
  const before = (await me.chat.getFriendList()).data.length;
  await openContacts();
  fireEvent.click(section('我的好友'));
  fireEvent.click(await rowButton(c20.userID));
  fireEvent.click(await within(detail()).findByRole('button', { name: '删除好友' }));
  const confirm = await screen.findByRole('alertdialog', { name: `确定删除好友 ${nick.get(c20.userID)} 吗？` });
  expect(await seriousViolations(document.body)).toEqual([]);
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '确定' })));
  expect(await screen.findByText('删除好友成功')).toBeTruthy();
  await waitFor(() => expect(section('我的好友').textContent).toBe(`我的好友${before - 1}`));
  expect((await me.chat.getFriendList()).data.map((f) => f.userID)).not.toContain(c20.userID);
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
