// The chat bridge reads the unread total from the widget's engine and links it to the session's
// logout.
import { ChatProvider, EVENT, type ChatEngine } from '@employment-cloud/chat-widget';
import { act, cleanup, render } from '@testing-library/react';
import { logoutChat } from '../session/chat-link';
import { ChatBridge } from './chat-bridge';

afterEach(cleanup);

function fakeEngine() {
  const listeners = new Map<string, Set<(event: { data: unknown }) => void>>();
  const engine = {
    unread: 2,
    loggedOut: 0,
    on: (name: string, fn: (event: { data: unknown }) => void) => void (listeners.get(name) ?? listeners.set(name, new Set()).get(name)!).add(fn),
    off: (name: string, fn: (event: { data: unknown }) => void) => void listeners.get(name)?.delete(fn),
    emit: (name: string, data: unknown) => listeners.get(name)?.forEach((fn) => fn({ data })),
    getTotalUnreadMessageCount: () => engine.unread,
    logout: async () => {
      engine.loggedOut += 1;
      return { code: 0, data: {} };
    },
  };
  return engine;
}

it('reports the unread total, then each update, and lets logout log out of chat', () => {
  const engine = fakeEngine();
  const seen: number[] = [];
  render(
    <ChatProvider engine={engine as unknown as ChatEngine}>
      <ChatBridge onUnread={(total) => seen.push(total)} />
    </ChatProvider>,
  );
  act(() => engine.emit(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, 7));
  expect(seen).toEqual([2, 7]);
  logoutChat();
  expect(engine.loggedOut).toBe(1);
});
