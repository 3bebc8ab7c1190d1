/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The peer's typing status in the chat header, against the real chat service: demo_c28 types to
// demo_hr, whose header shows 对方正在输入... instead of the name, then the name again when the
// candidate stops, or after the time-out when no "stopped" arrives.
import { act, render, screen, waitFor } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import { PEER_TYPING_TIMEOUT_MS, typingStatusData } from '../../machines/typing';
import { ChatProvider } from '../../shell/chat-provider';
import { ChatWindow } from '.';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let c: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  c = await live.engineFor('demo_c28');
}, 60_000);
afterAll(() => live?.close());

const typing = (status: 0 | 1) =>
  act(async () => {
    const message = c.chat.createCustomMessage({
      to: hr.userID,
      conversationType: 'C2C',
      payload: { data: JSON.stringify(typingStatusData(status)), description: '', extension: '' },
    });
    await c.chat.sendMessage(message, { onlineUserOnly: true });
  });
const headerName = () => document.querySelector('header strong')?.textContent ?? '';

it('shows 对方正在输入... in place of the name while the candidate types, and the name when they stop or time out', async () => {
  const { data } = await hr.chat.getUserProfile({ userIDList: [c.userID] });
  const nick = data[0]!.nick;
  expect(nick).not.toBe('');
  render(
    <ChatProvider engine={hr.chat} fetcher={live.fetcherOf('demo_hr')}>
      <div style={{ height: 600 }}>
        <ChatWindow conversationID={`C2C${c.userID}`} narrow={false} />
      </div>
    </ChatProvider>,
  );
  await waitFor(() => expect(headerName()).toBe(nick));

  await typing(1);
  await waitFor(() => expect(headerName()).toBe('对方正在输入...'));
  expect(screen.queryByText(nick)).toBeNull();
  await typing(0);
  await waitFor(() => expect(headerName()).toBe(nick));

  // No "stopped" (a lost message, a closed tab): the name comes back after the time-out.
  await typing(1);
  await waitFor(() => expect(headerName()).toBe('对方正在输入...'));
  const shown = Date.now();
  await waitFor(() => expect(headerName()).toBe(nick), { timeout: PEER_TYPING_TIMEOUT_MS + 3000 });
  expect(Date.now() - shown).toBeGreaterThan(PEER_TYPING_TIMEOUT_MS - 1000);
}, 30_000);
