/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The forward panel against the real chat service (docs/chat.md §2, §5, §7, §8): demo_c6 sends
// demo_hr a text; demo_hr's <Chat/> forwards it to demo_c7, whose engine receives what was sent.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { nextMessage, startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import type { Message } from '../../engine/message';
import { ChatProvider } from '../../shell/chat-provider';
import { Chat } from '../../shell/chat';
import { ChatWindow } from '../chat-window';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { ForwardListener } from './forward-listener';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

const SENSITIVE = 'contraband';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let source: { chat: ChatEngine; userID: string };
let target: { chat: ChatEngine; userID: string };
let received: Message;
let targetName: string;
let sourceNick: string;

const textTo = (from: { chat: ChatEngine }, to: string, text: string) => from.chat.createTextMessage({ to, conversationType: 'C2C', payload: { text } });

beforeAll(async () => {
  live = await startLiveChat({ env: { CHAT_SENSITIVE_WORDS: SENSITIVE } });
  hr = await live.engineFor('demo_hr');
  source = await live.engineFor('demo_c6');
  target = await live.engineFor('demo_c7');
  // demo_hr has a conversation with the target, and receives the text to forward.
  await target.chat.sendMessage(textTo(target, hr.userID, 'hello'));
  const arriving = nextMessage(hr.chat, (m) => m.from === source.userID);
  await source.chat.sendMessage(textTo(source, hr.userID, 'please pass this on'));
  received = await arriving;
  targetName = (await hr.chat.getUserProfile({ userIDList: [target.userID] })).data[0]!.nick;
  sourceNick = received.nick || received.from;
}, 60_000);
afterAll(() => live?.close());
afterEach(() => jest.restoreAllMocks());

async function requestForward(messages: Message[]) {
  render(
    <ChatProvider engine={hr.chat}>
      <Chat />
    </ChatProvider>,
  );
  act(() => widgetRequestsOf(hr.chat).emit('forward', { messages }));
  return screen.findByRole('dialog', { name: '转发' });
}

const fromHr = (match: (m: Message) => boolean) => nextMessage(target.chat, (m) => m.from === hr.userID && match(m));

it('lists the conversations with checkboxes and sends nothing without a target', async () => {
  const send = jest.spyOn(hr.chat, 'sendMessage');
  const dialog = await requestForward([received]);
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: targetName })).toBeTruthy());
  expect(await seriousViolations(document.body)).toEqual([]);
  expect(within(dialog).queryByRole('searchbox')).toBeNull();
  expect(within(dialog).queryByRole('textbox')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: '逐条转发' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '合并转发' }));
  expect(screen.getByRole('dialog', { name: '转发' })).toBe(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Closed by the later click: a send those two clicks started would have been made by now.
  expect(send).not.toHaveBeenCalled();
});

it('forwards one by one: the target receives a copy of the text', async () => {
  const dialog = await requestForward([received]);
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: targetName }));
  const arriving = fromHr((m) => m.type === 'TIMTextElem');
  fireEvent.click(within(dialog).getByRole('button', { name: '逐条转发' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const copy = await arriving;
  expect(copy.payload).toEqual({ text: 'please pass this on' });
  expect(copy.ID).not.toBe(received.ID);
  expect(copy.conversationID).toBe(`C2C${hr.userID}`);
});

it('forwards merged: the target receives one bundle holding the message', async () => {
  const dialog = await requestForward([received]);
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: targetName }));
  const arriving = fromHr((m) => m.type === 'TIMRelayElem');
  fireEvent.click(within(dialog).getByRole('button', { name: '合并转发' }));
  const bundle = await arriving;
  if (bundle.type !== 'TIMRelayElem') throw new Error('not a merged message');
  expect(bundle.payload.title).toBe('聊天记录');
  expect(bundle.payload.abstractList).toEqual([`${sourceNick}: please pass this on`]);
  expect(bundle.payload.messageList.map((m) => [m.ID, m.from, m.messageBody[0]!.payload])).toEqual([
    [received.ID, source.userID, { text: 'please pass this on' }],
  ]);
});

it("a text the server finds sensitive (80001) shows 'content contains sensitive words'", async () => {
  const dialog = await requestForward([textTo(hr, source.userID, `some ${SENSITIVE} here`)]);
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: targetName }));
  fireEvent.click(within(dialog).getByRole('button', { name: '逐条转发' }));
  expect(await screen.findByText('内容包含敏感词汇')).toBeTruthy();
});

it('a message forwarded to the open conversation shows in its list', async () => {
  const arriving = nextMessage(hr.chat, (m) => m.from === source.userID);
  await source.chat.sendMessage(textTo(source, hr.userID, 'second note'));
  const note = await arriving;
  render(
    // jsdom lays nothing out: the mock gives the virtual list a viewport, so every row renders.
    <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 40 }}>
      <ChatProvider engine={hr.chat}>
        <ForwardListener />
        <ChatWindow conversationID={`C2C${target.userID}`} narrow={false} />
      </ChatProvider>
    </VirtuosoMockContext.Provider>,
  );
  // The history is loaded (the target's 'hello') before forwarding, so the copy comes in afterwards.
  await screen.findByText('hello');
  expect(screen.queryByText('second note')).toBeNull();
  act(() => widgetRequestsOf(hr.chat).emit('forward', { messages: [note] }));
  const dialog = await screen.findByRole('dialog', { name: '转发' });
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: targetName }));
  const delivered = fromHr((m) => m.type === 'TIMTextElem' && m.payload.text === 'second note');
  fireEvent.click(within(dialog).getByRole('button', { name: '逐条转发' }));
  // Shown before the server has it, then the one the target received.
  await waitFor(() =>
    expect(document.querySelectorAll('[data-message-id]')[document.querySelectorAll('[data-message-id]').length - 1]?.textContent).toContain('second note'),
  );
  const copy = await delivered;
  expect(document.querySelector(`[data-message-id="${copy.ID}"]`)?.textContent).toContain('second note');
});
