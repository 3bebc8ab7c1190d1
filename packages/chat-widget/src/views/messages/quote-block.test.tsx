/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Quoted replies against the real chat service (docs/chat.md §3 messageReply, §4 blink 3 s): a
// reply sent through the composer shows its quote block on the sender's side and on the
// receiver's; clicking it scrolls to the original and blinks it; an original that is not loaded
// gives the warning instead. (jsdom's virtuoso renders only the newest row, so the scroll and
// the blink are checked in Chromium: tests/e2e/quote-and-receipts.test.ts.)
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { nextMessage, startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine, Message } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { useChatUi, type ChatUiAction } from '../../provider/chat-ui-context';
import { Composer } from '../composer';
import { MessageList } from '.';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let c: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  c = await live.engineFor('demo_c29');
}, 60_000);
afterAll(() => live?.close());

let dispatchUi: (action: ChatUiAction) => void = () => {};
function UiHandle() {
  const { dispatch } = useChatUi();
  useEffect(() => void (dispatchUi = dispatch), [dispatch]);
  return null;
}

const rowOf = (text: string) => screen.getByText(text).closest('[data-message-id]') as HTMLElement;

it("shows the quote on the sender's side and the receiver's", async () => {
  const arrived = nextMessage(c.chat, (m) => m.type === 'TIMTextElem' && m.payload.text === '周三下午有空吗');
  await hr.chat.sendMessage(hr.chat.createTextMessage({ to: c.userID, conversationType: 'C2C', payload: { text: '周三下午有空吗' } }));
  const original: Message = await arrived;

  // The candidate quotes it in the composer and replies.
  const sent = render(
    <ChatProvider engine={c.chat}>
      <UiHandle />
      <MessageList conversationID={`C2C${hr.userID}`} groupType={null} mobileWidth={null}>
        <Composer conversationID={`C2C${hr.userID}`} />
      </MessageList>
    </ChatProvider>,
  );
  await screen.findByText('周三下午有空吗');
  act(() => dispatchUi({ type: 'quote', message: original }));
  const replied = nextMessage(hr.chat, (m) => m.type === 'TIMTextElem' && m.payload.text === '有空');
  const input = screen.getByRole('textbox', { name: '请输入消息' });
  fireEvent.change(input, { target: { value: '有空' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  const quoteText = `${original.nick || original.from}: 周三下午有空吗`;
  await waitFor(() => expect(within(rowOf('有空')).getByTestId('quote-block').textContent).toBe(quoteText));
  sent.unmount();

  // The recruiter receives the reply with its quote.
  await replied;
  render(
    <ChatProvider engine={hr.chat}>
      <MessageList conversationID={`C2C${c.userID}`} groupType={null} mobileWidth={null} />
    </ChatProvider>,
  );
  const quote = await waitFor(() => within(rowOf('有空')).getByRole('button', { name: quoteText }));
  // A quote's click is its own: the bubble's action menu does not open, and a loaded original
  // is no cause for the warning.
  fireEvent.click(quote);
  // What the click does: the original, loaded, is jumped to and blinks; by then a menu or the
  // warning would be there too.
  await waitFor(() => expect(rowOf('周三下午有空吗').querySelector('[data-blink]')).not.toBeNull());
  expect(screen.queryByRole('menu')).toBeNull();
  expect(screen.queryByText('无法定位到原消息')).toBeNull();
}, 30_000);

it('warns when the original is not in the loaded list', async () => {
  const reply = hr.chat.createTextMessage({
    to: c.userID,
    conversationType: 'C2C',
    payload: { text: '回复一条旧消息' },
    cloudCustomData: JSON.stringify({
      messageReply: { messageID: 'not-loaded', messageSender: '张三', messageAbstract: '很久以前', messageType: 'TIMTextElem', version: 1 },
    }),
  });
  await hr.chat.sendMessage(reply);
  render(
    <ChatProvider engine={c.chat}>
      <MessageList conversationID={`C2C${hr.userID}`} groupType={null} mobileWidth={null} />
    </ChatProvider>,
  );
  await screen.findByText('回复一条旧消息');
  fireEvent.click(within(rowOf('回复一条旧消息')).getByRole('button', { name: '张三: 很久以前' }));
  expect(await screen.findByText('无法定位到原消息')).toBeTruthy();
}, 30_000);
