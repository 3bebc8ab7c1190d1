/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// At-mentions live (docs/chat.md §2, §4, §6): in demo_hr's group with two candidates, typing '@'
// opens the member list ('所有人' first, the owner left out); choosing puts '@Name ' in the input and
// the member's engine receives a text-at message naming them; '@所有人' sends MSG_AT_ALL; Escape
// and leaving the input close the list; a one-to-one chat has no list.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { nextMessage, startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { spokenText } from '../../../test/dom/spoken-text';
import { TYPES, type ChatEngine } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { chatEvents } from '../../provider/chat-events';
import { ChatModal } from '../../shell/chat-modal';
import { Composer } from '../composer';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

let live: LiveChat;
let owner: { chat: ChatEngine; userID: string };
let members: { chat: ChatEngine; userID: string }[];
let groupID: string;
let names: string[];

beforeAll(async () => {
  live = await startLiveChat();
  owner = await live.engineFor('demo_hr');
  members = await Promise.all(['demo_c9', 'demo_c10'].map((name) => live.engineFor(name)));
  const { data } = await owner.chat.createGroup({ name: '提醒测试群', type: 'Public', memberList: members.map(({ userID }) => ({ userID })) });
  groupID = data.group.groupID;
  const { data: profiles } = await owner.chat.getUserProfile({ userIDList: members.map((m) => m.userID) });
  names = members.map(({ userID }) => profiles.find((p) => p.userID === userID)?.nick || userID);
}, 60_000);
afterAll(() => live?.close());

function renderComposer(conversationID: string) {
  render(
    <ChatProvider engine={owner.chat}>
      <Composer conversationID={conversationID} />
    </ChatProvider>,
  );
  return screen.getByRole('textbox', { name: '请输入消息' }) as HTMLTextAreaElement;
}
const type = (input: HTMLTextAreaElement, value: string) => fireEvent.change(input, { target: { value } });
const list = () => screen.queryByRole('listbox', { name: '选择提醒的人' });
const options = () => within(list()!).getAllByRole('option').map(spokenText);
const inGroup = (chat: ChatEngine, text: string) =>
  nextMessage(chat, (m) => m.conversationID === `GROUP${groupID}` && m.type === 'TIMTextElem' && m.payload.text === text);

it("'@' opens the member list with everyone first; choosing a member sends a text-at message naming them", async () => {
  const input = renderComposer(`GROUP${groupID}`);
  input.focus();
  type(input, 'hi ');
  type(input, 'hi @');
  await waitFor(() => expect(options()).toEqual(['所有人', ...names]));
  expect(options()).not.toContain(owner.userID);
  expect(await seriousViolations(document.body)).toEqual([]);

  fireEvent.click(within(list()!).getByRole('option', { name: names[1] }));
  expect(list()).toBeNull();
  expect(input.value).toBe(`hi @${names[1]} `);

  const text = `hi @${names[1]} 明天来面试`;
  const received = inGroup(members[1]!.chat, text);
  type(input, text);
  await act(async () => void fireEvent.keyDown(input, { key: 'Enter' }));
  const message = await received;
  expect(message.atUserList).toEqual([members[1]!.userID]);
  expect(input.value).toBe('');
}, 30_000);

it("'@' typed mid-text: the mention goes in its place and the caret after it", async () => {
  const input = renderComposer(`GROUP${groupID}`);
  input.focus();
  type(input, 'ab');
  type(input, 'a@b');
  await waitFor(() => expect(options()).toHaveLength(3));
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(input.value).toBe(`a@${names[0]} b`);
  await waitFor(() => expect(input.selectionStart).toBe(`a@${names[0]} `.length));
}, 30_000);

it("'@所有人' (the first entry, chosen by Enter) sends MSG_AT_ALL", async () => {
  const input = renderComposer(`GROUP${groupID}`);
  input.focus();
  type(input, '@');
  await waitFor(() => expect(options()[0]).toBe('所有人'));
  fireEvent.keyDown(input, { key: 'Enter' }); // chooses; does not send
  expect(input.value).toBe('@所有人 ');
  expect(list()).toBeNull();

  const received = inGroup(members[0]!.chat, '@所有人 开会');
  type(input, '@所有人 开会');
  await act(async () => void fireEvent.keyDown(input, { key: 'Enter' }));
  expect((await received).atUserList).toEqual([TYPES.MSG_AT_ALL]);
}, 30_000);

it('Escape and leaving the input close the list; other keys go on typing', async () => {
  const input = renderComposer(`GROUP${groupID}`);
  input.focus();
  type(input, '@');
  await waitFor(() => expect(list()).not.toBeNull());
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(list()).toBeNull();
  expect(input.value).toBe('@');

  type(input, '@@');
  expect(list()).not.toBeNull();
  type(input, '@@x');
  expect(list()).toBeNull();

  type(input, '@@x@');
  expect(list()).not.toBeNull();
  fireEvent.blur(input);
  expect(list()).toBeNull();
}, 30_000);

it('has no list in a one-to-one chat, and sends a plain text there', async () => {
  const input = renderComposer(`C2C${members[0]!.userID}`);
  input.focus();
  type(input, '@');
  // The sentinel: a request of the same engine, sent after any the '@' would have set off (the
  // member list's); once it is answered, so would they be.
  await act(async () => void (await owner.chat.getGroupMemberList({ groupID, count: 1, offset: 0 })));
  expect(list()).toBeNull();
  const received = nextMessage(members[0]!.chat, (m) => m.conversationID === `C2C${owner.userID}` && m.type === 'TIMTextElem');
  type(input, '@hello');
  await act(async () => void fireEvent.keyDown(input, { key: 'Enter' }));
  expect((await received).atUserList ?? []).toEqual([]);
}, 30_000);

it('in <ChatModal/>, Escape closes the open list first and only then the chat', async () => {
  render(
    <ChatProvider engine={owner.chat}>
      <ChatModal />
    </ChatProvider>,
  );
  act(() => chatEvents.emit('open-chat', { conversationID: `GROUP${groupID}` }));
  const dialog = await screen.findByRole('dialog', { name: '聊天' });
  const input = (await within(dialog).findByRole('textbox', { name: '请输入消息' })) as HTMLTextAreaElement;
  input.focus();
  type(input, '@');
  await waitFor(() => expect(list()).not.toBeNull());
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(list()).toBeNull();
  expect(screen.queryByRole('dialog', { name: '聊天' })).not.toBeNull();
  fireEvent.keyDown(input, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '聊天' })).toBeNull());
}, 30_000);
