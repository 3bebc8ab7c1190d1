/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The start-conversation menu and the friend-selection dialog live (docs/chat.md §2, §5, §6):
// demo_c15 has two friends (c16, c17); c18 is a stranger found by ID.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { Chat } from '../../shell/chat';
import { widgetRequestsOf } from '../message-actions/widget-requests';

type User = { chat: ChatEngine; userID: string };
let live: LiveChat;
let me: User, c16: User, c17: User, c18: User;
const nick = new Map<string, string>();

beforeAll(async () => {
  live = await startLiveChat();
  [me, c16, c17, c18] = (await Promise.all(['demo_c15', 'demo_c16', 'demo_c17', 'demo_c18'].map((name) => live.engineFor(name)))) as [User, User, User, User];
  for (const friend of [c16, c17]) {
    await friend.chat.addFriend({ to: me.userID, source: 'AddSource_Type_web' });
    await me.chat.acceptFriendApplication({ userID: friend.userID, type: 'Response_Action_AgreeAndAdd' });
  }
  const { data } = await me.chat.getUserProfile({ userIDList: [c16, c17, c18].map((u) => u.userID) });
  for (const profile of data) nick.set(profile.userID, profile.nick || profile.userID);
}, 60_000);
afterAll(() => live?.close());

async function start(item: '发起单聊' | '发起群聊', features = {}) {
  const view = render(
    <ChatProvider engine={me.chat} features={features}>
      <Chat />
    </ChatProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '发起会话' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', { name: item });
  await within(dialog).findByText(nick.get(c16.userID)!);
  return { ...view, dialog };
}
const searchFor = (dialog: HTMLElement, text: string) => {
  const box = within(dialog).getByRole('searchbox', { name: '输入用户ID搜索' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
};

it('single chat: choose one friend (radio) and its conversation opens', async () => {
  const { dialog } = await start('发起单聊');
  expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(within(dialog).getByRole('radio', { name: nick.get(c16.userID) }));
  fireEvent.click(within(dialog).getByRole('radio', { name: nick.get(c17.userID) }));
  expect(
    within(dialog)
      .getByRole('radio', { name: nick.get(c16.userID) })
      .getAttribute('aria-checked'),
  ).toBe('false');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByText('请选择会话')).toBeNull());
  expect((await me.chat.getConversationList()).data.conversationList.map((c) => c.conversationID)).toContain(`C2C${c17.userID}`);
});

it('group chat: choose friends (checkboxes); the create dialog makes a group of them and opens it', async () => {
  const requests: { memberList: string[] }[] = [];
  const off = widgetRequestsOf(me.chat).on('create-group', (request) => requests.push(request));
  const { dialog } = await start('发起群聊');
  expect(await seriousViolations(document.body)).toEqual([]);
  expect((within(dialog).getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(within(dialog).getByRole('checkbox', { name: nick.get(c16.userID) }));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: nick.get(c17.userID) }));
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  off();
  expect(requests).toEqual([{ memberList: [c16.userID, c17.userID] }]);
  // The group screens answer the request: the create dialog, then the new group's conversation.
  const create = await screen.findByRole('dialog', { name: '创建群聊' });
  fireEvent.change(within(create).getByLabelText('群名称'), { target: { value: '面试沟通群' } });
  await act(async () => fireEvent.click(within(create).getByRole('button', { name: '确认' })));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const group = (await me.chat.getGroupList()).data.groupList.find((g) => g.name === '面试沟通群')!;
  expect(group).toBeTruthy();
  const { data } = await me.chat.getGroupMemberList({ groupID: group.groupID, count: 100, offset: 0 });
  expect(data.memberList.map((m) => m.userID).sort()).toEqual([me.userID, c16.userID, c17.userID].sort());
  await waitFor(() => expect(screen.getByRole('button', { name: '群管理' })).toBeTruthy());
});

it('the search: an unknown user shows 该用户不存在, a found user can be chosen, empty restores the friends', async () => {
  const requests: { memberList: string[] }[] = [];
  const off = widgetRequestsOf(me.chat).on('create-group', (request) => requests.push(request));
  const { dialog } = await start('发起群聊');
  searchFor(dialog, 'no_such_user_7');
  expect(await screen.findByText('该用户不存在')).toBeTruthy();
  expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
  searchFor(dialog, c18.userID);
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: nick.get(c18.userID) }));
  fireEvent.change(within(dialog).getByRole('searchbox', { name: '输入用户ID搜索' }), { target: { value: '' } });
  await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: nick.get(c16.userID) }));
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(requests).toEqual([{ memberList: [c18.userID, c16.userID] }]));
  off();
});

it('an official deployment has no search box in the friend selection', async () => {
  const { dialog } = await start('发起单聊', { officialAccount: true });
  expect(within(dialog).queryByRole('searchbox')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
