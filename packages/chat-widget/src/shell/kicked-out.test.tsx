/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Signed out by another login (issue 31, item 13), on a server in single-session mode
// (CHAT_MULTI_INSTANCE=0): the notice 您的账号已在其他地方登录 with 重新登录, which signs in again
// through the host's fetcher; meanwhile the lists are empty and the unread total is not left stale.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import WebSocket from 'ws';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { createLocalChat } from '../engine';
import { createChatEvents } from '../provider/chat-events';
import { Chat } from './chat';
import { ChatProvider } from './chat-provider';

let live: LiveChat;

beforeAll(async () => {
  live = await startLiveChat({ env: { CHAT_MULTI_INSTANCE: '0' } });
}, 60_000);
afterAll(() => live?.close());

const rows = () => document.querySelectorAll('[data-conversation-id]');

it('shows the kicked-out notice with 重新登录, which signs in again and brings the list back', async () => {
  const events = createChatEvents();
  const totals: number[] = [];
  events.on('unread-change', ({ total }) => void totals.push(total));
  // demo_c1 has an unread message from demo_hr, so the total is not 0 before the kick.
  const hr = await live.engineFor('demo_hr');
  const c1 = await live.credentialOf('demo_c1');
  await hr.chat.sendMessage(hr.chat.createTextMessage({ to: c1.userID, conversationType: 'C2C', payload: { text: '请看一下这个职位' } }));
  render(
    <ChatProvider
      fetcher={live.fetcherOf('demo_c1')}
      events={events}
      createEngine={async (credential) => createLocalChat({ url: credential.chatUrl!, WebSocket: WebSocket as never })}
    >
      <Chat />
    </ChatProvider>,
  );
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 15_000 });
  await waitFor(() => expect(totals.at(-1)).toBeGreaterThan(0));

  // The same candidate signs in elsewhere.
  const elsewhere = await live.engineFor('demo_c1');
  expect(await screen.findByText('您的账号已在其他地方登录', {}, { timeout: 15_000 })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('您的账号已在其他地方登录');
  expect(rows()).toHaveLength(0);
  expect(totals.at(-1)).toBe(0);
  expect(await seriousViolations(document.body)).toEqual([]);

  // 重新登录: a new credential from the host, a new sign-in (which in this mode signs the other out).
  const kickedElsewhere = new Promise((resolve) => elsewhere.chat.on('kickedOut', resolve));
  fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
  await waitFor(() => expect(screen.queryByText('您的账号已在其他地方登录')).toBeNull(), { timeout: 15_000 });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 15_000 });
  await waitFor(() => expect(totals.at(-1)).toBeGreaterThan(0));
  await kickedElsewhere;
});
