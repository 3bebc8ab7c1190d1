/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// A conversation's life in the whole chat, against the real chat service, as both people see it:
// the list's line follows a recall and a delete; deleting the open one empties the chat to the
// default slot; a group one was removed from, or that was dissolved, keeps its name and says so
// in place of its messages and composer.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../engine';
import { ConversationListPanel } from '../views/conversation-list';
import { ChatProvider } from './chat-provider';
import { Chat } from './chat';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c11');
}, 60_000);
afterAll(() => live?.close());

const row = (conversationID: string, within: ParentNode = document) =>
  within.querySelector<HTMLElement>(`[role="option"][data-conversation-id="${conversationID}"]`);

/** The conversation list of `engine` in a box of its own (two people's lists side by side). */
function renderList(engine: ChatEngine) {
  const box = document.body.appendChild(document.createElement('div'));
  const rendered = render(
    <ChatProvider engine={engine}>
      <ConversationListPanel activeConversationID={null} onSelect={() => undefined} />
    </ChatProvider>,
    { container: box },
  );
  /** The line under the conversation's name ('' while it is not listed). */
  const line = (conversationID: string) => row(conversationID, box)?.querySelector('div > div:last-child > span')?.textContent ?? null;
  return { box, line, unmount: rendered.unmount };
}

it("the list's line says who recalled the last message, on both sides and after a reload; a delete shows the one before", async () => {
  const candidate = await live.engineFor('demo_c12');
  const mine = renderList(hr.chat);
  const theirs = renderList(candidate.chat);
  const hrNick = (await hr.chat.getMyProfile()).data.nick;
  const withCandidate = `C2C${candidate.userID}`;
  const withHr = `C2C${hr.userID}`;
  const send = (body: string) => hr.chat.sendMessage(hr.chat.createTextMessage({ to: candidate.userID, conversationType: 'C2C', payload: { text: body } }));
  const { data: first } = await act(() => send('面试时间另行通知'));
  const { data } = await act(() => send('薪资面议，待撤回'));
  await waitFor(() => expect(theirs.line(withHr)).toBe('薪资面议，待撤回'));

  await act(async () => void (await hr.chat.revokeMessage(data.message)));
  await waitFor(() => expect(mine.line(withCandidate)).toBe('你撤回了一条消息'));
  await waitFor(() => expect(theirs.line(withHr)).toBe(`${hrNick}撤回了一条消息`));

  // After a reload: a new engine reads the list from the server.
  theirs.unmount();
  await candidate.chat.destroy();
  const again = await live.engineFor('demo_c12');
  const reloaded = renderList(again.chat);
  await waitFor(() => expect(reloaded.line(withHr)).toBe(`${hrNick}撤回了一条消息`));
  expect(reloaded.box.textContent).not.toContain('待撤回');

  // The candidate deletes the recalled message, then the one before it: the line follows, then empties.
  const { data: page } = await again.chat.getMessageList({ conversationID: withHr });
  const recalled = page.messageList.find((m) => m.ID === data.message.ID)!;
  const earlier = page.messageList.find((m) => m.ID === first.message.ID)!;
  await act(async () => void (await again.chat.deleteMessage([recalled])));
  await waitFor(() => expect(reloaded.line(withHr)).toBe('面试时间另行通知'));
  await act(async () => void (await again.chat.deleteMessage([earlier])));
  await waitFor(() => expect(reloaded.line(withHr)).toBe(''));
  // The recruiter's side keeps both.
  expect(mine.line(withCandidate)).toBe('你撤回了一条消息');
}, 45_000);

function renderChat(engine: ChatEngine) {
  return render(
    <ChatProvider engine={engine}>
      <div style={{ height: 600 }}>
        <Chat />
      </div>
    </ChatProvider>,
  );
}

it('deleting the open conversation empties the chat to the default slot', async () => {
  const conversationID = `C2C${peer.userID}`;
  await act(
    async () => void (await peer.chat.sendMessage(peer.chat.createTextMessage({ to: hr.userID, conversationType: 'C2C', payload: { text: '删除会话测试' } }))),
  );
  renderChat(hr.chat);
  expect(await screen.findByText('请选择会话')).toBeTruthy();
  await waitFor(() => expect(row(conversationID)).not.toBeNull());
  fireEvent.click(row(conversationID)!);
  await screen.findByRole('textbox');
  await waitFor(() => expect(document.querySelector(`section[data-conversation-id="${conversationID}"]`)?.textContent).toContain('删除会话测试'));

  fireEvent.contextMenu(row(conversationID)!);
  fireEvent.click(within(await screen.findByRole('menu')).getByText('删除会话'));
  fireEvent.click(within(await screen.findByRole('dialog')).getByText('确定'));

  await waitFor(() => expect(row(conversationID)).toBeNull());
  expect(await screen.findByText('请选择会话')).toBeTruthy();
  expect(document.querySelector(`section[data-conversation-id="${conversationID}"]`)).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
}, 30_000);

/** A group of the recruiter's with `members`, with a first message so that it is in their lists. */
async function groupWith(name: string, members: { chat: ChatEngine; userID: string }[]) {
  const { data } = await hr.chat.createGroup({ name, type: 'Public', memberList: members.map(({ userID }) => ({ userID })) });
  const groupID = data.group.groupID;
  await hr.chat.sendMessage(hr.chat.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: `${name}：大家好` } }));
  return groupID;
}

it('a group the reader is removed from while it is open: its name stays, a tip and a notice replace the chat', async () => {
  const member = await live.engineFor('demo_c13');
  const groupID = await groupWith('移出测试群', [member]);
  renderChat(member.chat);
  await waitFor(() => expect(row(`GROUP${groupID}`)).not.toBeNull());
  fireEvent.click(row(`GROUP${groupID}`)!);
  await screen.findByRole('textbox');

  await act(async () => void (await hr.chat.deleteGroupMember({ groupID, userIDList: [member.userID] })));
  expect(await screen.findByText('你已不在该群聊中')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('无法在该群聊中发送消息');
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: '群管理' })).toBeNull();
  expect(document.querySelector('section[data-conversation-id] > header')?.textContent).toContain('移出测试群');
  expect(row(`GROUP${groupID}`)!.textContent).toContain('移出测试群');
}, 30_000);

it('a dissolved group after a reload: listed by name, says it was dissolved, has no composer, and can be deleted', async () => {
  const member = await live.engineFor('demo_c14');
  const groupID = await groupWith('解散后的群', [member]);
  await hr.chat.dismissGroup(groupID);
  // A reload: a new engine knows the group only from the conversation list.
  await member.chat.destroy();
  const again = await live.engineFor('demo_c14');
  renderChat(again.chat);
  await waitFor(() => expect(row(`GROUP${groupID}`)?.textContent).toContain('解散后的群'));
  expect(row(`GROUP${groupID}`)!.textContent).not.toContain(groupID);
  fireEvent.click(row(`GROUP${groupID}`)!);
  expect(await screen.findByText('该群聊已解散')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('无法在该群聊中发送消息');
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByText('加载失败，点击重试')).toBeNull();

  fireEvent.contextMenu(row(`GROUP${groupID}`)!);
  fireEvent.click(within(await screen.findByRole('menu')).getByText('删除会话'));
  fireEvent.click(within(await screen.findByRole('dialog')).getByText('确定'));
  await waitFor(() => expect(row(`GROUP${groupID}`)).toBeNull());
  expect(await screen.findByText('请选择会话')).toBeTruthy();
}, 30_000);
