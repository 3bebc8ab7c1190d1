/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The login-failed state (issue 16), against the real server: the script tag's fetcher on a page
// whose requests get no answer (what a CORS refusal looks like to a page) shows an alert with the
// reason and a retry button instead of a blank shell; the button signs in at once once the API
// answers, and the alert goes. A refused token shows the server's own words.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import WebSocket from 'ws';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { embedFetcher } from '../embed/embed-api';
import { createLocalChat } from '../engine';
import { ChatProvider } from '../shell/chat-provider';
import type { HostFetcher } from '../provider/options-context';
import { Chat } from './chat';

let live: LiveChat;
let consoleError: jest.SpyInstance;
let consoleDebug: jest.SpyInstance;

beforeAll(async () => {
  live = await startLiveChat();
}, 60_000);
afterAll(() => live?.close());
// The fetcher's console line is asserted in embed-api.test.ts, the session's debug line here; both kept quiet.
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleDebug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  consoleDebug.mockRestore();
});

function renderChat(fetcher: HostFetcher) {
  render(
    <ChatProvider fetcher={fetcher} createEngine={async (credential) => createLocalChat({ url: credential.chatUrl!, WebSocket: WebSocket as never })}>
      <div style={{ height: 600 }}>
        <Chat />
      </div>
    </ChatProvider>,
  );
}

it('shows why login failed and a retry button while the API cannot be reached; the button signs in at once', async () => {
  // The page's fetch: no answer (the browser's TypeError) until the API becomes reachable.
  let reachable = false;
  const credentialCalls: string[] = [];
  const pageFetch: typeof fetch = async (input, init) => {
    if (String(input).includes('im/user-sig')) credentialCalls.push(reachable ? 'answered' : 'no answer');
    if (!reachable) throw new TypeError('Failed to fetch');
    return fetch(input, init);
  };
  renderChat(embedFetcher({ apiBase: live.origin, token: await live.tokenOf('demo_hr') }, pageFetch));

  const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
  expect(alert.textContent).toBe('登录失败：无法连接聊天服务（本页面的来源未获准访问，或服务器不可达）');
  expect(consoleError).toHaveBeenCalled();
  // The debug log goes on as before (docs/chat.md §8), beside the alert.
  expect(consoleDebug).toHaveBeenCalledWith('[chat-widget] credential failed:', expect.objectContaining({ code: 'network' }));
  expect(await seriousViolations(document.body)).toEqual([]);

  // A click is a new attempt there and then, whatever the backoff's timer is doing.
  reachable = true;
  const before = credentialCalls.length;
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(credentialCalls.slice(before)).toEqual(['answered']);

  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 10_000 });
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  await waitFor(() => expect(document.querySelector('[data-conversation-id]')).not.toBeNull(), { timeout: 10_000 });
}, 60_000);

it("shows the server's message when it refuses the token", async () => {
  renderChat(embedFetcher({ apiBase: live.origin, token: 'not-a-token' }));
  const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
  expect(alert.textContent).toBe('登录失败：登录状态已过期，请重新登录');
  expect(screen.getByRole('button', { name: '重试' })).not.toBeNull();
  // A refusal is an answer: no console line about reaching the API.
  expect(consoleError).not.toHaveBeenCalled();
}, 30_000);
