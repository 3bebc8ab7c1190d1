/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The message list against the real chat service: read receipts as bubbles become visible, and
// the scroll button's count (jsdom lays nothing out, so the viewport is reported by events).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createActor, waitFor as waitForActor } from 'xstate';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { EVENT, type ChatEngine, type Message } from '../../engine';
import { messageListMachineFor, selectScrollButton } from '../../machines/message-list';
import { ChatProvider } from '../../shell/chat-provider';
import { MessageListView } from './message-list-view';
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

const text = (from: { chat: ChatEngine }, to: string, body: string) => from.chat.createTextMessage({ to, conversationType: 'C2C', payload: { text: body } });

it('counts incoming messages while the scroll button shows, not typing notices', async () => {
  const actor = createActor(messageListMachineFor(hr.chat), { input: { conversationID: `C2C${c.userID}` } }).start();
  await waitForActor(actor, (s) => s.matches({ list: 'ready' }));
  actor.send({ type: 'VIEWPORT', farFromBottom: true, newestVisible: false });
  await c.chat.sendMessage(text(c, hr.userID, 'first'));
  const typing = c.chat.createCustomMessage({
    to: hr.userID,
    conversationType: 'C2C',
    payload: { data: JSON.stringify({ businessID: 'user_typing_status', typingStatus: 1 }) },
  });
  await c.chat.sendMessage(typing, { onlineUserOnly: true });
  await c.chat.sendMessage(text(c, hr.userID, 'second'));
  await waitForActor(actor, (s) => s.context.messages.some((m) => m.type === 'TIMTextElem' && m.payload.text === 'second'));
  expect(selectScrollButton(actor.getSnapshot().context)).toEqual({ visible: true, newCount: 2 });
  actor.send({ type: 'SCROLL_BUTTON_CLICK' });
  expect(actor.getSnapshot().context.newCount).toBe(0);
  actor.stop();
});

it('shows the scroll button text and jumps on click', () => {
  const clicks: number[] = [];
  const view = (newCount: number, visible = true) => (
    <ChatProvider engine={hr.chat}>
      <MessageListView
        messages={[]}
        firstItemIndex={1000}
        scroll={null}
        loadingMore={false}
        scrollButton={{ visible, newCount }}
        renderMessage={() => null}
        onLoadMore={() => undefined}
        onViewport={() => undefined}
        onScrollButton={() => clicks.push(1)}
      />
    </ChatProvider>
  );
  const { rerender } = render(view(0));
  expect(screen.getByTestId('scroll-button').textContent).toBe('回到最新位置');
  rerender(view(3));
  expect(screen.getByTestId('scroll-button').textContent).toBe('3条新消息');
  fireEvent.click(screen.getByTestId('scroll-button'));
  expect(clicks).toEqual([1]);
  rerender(view(0, false));
  expect(screen.queryByTestId('scroll-button')).toBeNull();
});

it('reports a message read once it is visible, and the sender sees it read', async () => {
  // A browser's IntersectionObserver: every observed bubble is fully inside the list's viewport.
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: (entries: object[]) => void) {}
    observe() {
      this.callback([{ isIntersecting: true, intersectionRatio: 1, boundingClientRect: { top: 500, bottom: 550 }, rootBounds: { top: 0, bottom: 600 } }]);
    }
    disconnect() {}
  };
  try {
    const readByPeer: string[] = [];
    c.chat.on(EVENT.MESSAGE_READ_BY_PEER, ({ data }) => readByPeer.push(...data.map((m: Message) => m.ID)));
    const hello = text(c, hr.userID, 'please read me');
    await c.chat.sendMessage(hello);
    render(
      <ChatProvider engine={hr.chat}>
        <div style={{ height: 600 }}>
          <MessageList conversationID={`C2C${c.userID}`} groupType={null} mobileWidth={null} />
        </div>
      </ChatProvider>,
    );
    await screen.findByText('please read me');
    await waitFor(() => expect(readByPeer).toContain(hello.ID));
    const conversation = (await hr.chat.getConversationProfile(`C2C${c.userID}`)).data.conversation;
    expect(conversation.unreadCount).toBe(0);
  } finally {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  }
});

it('shows 加载中... until the first page is in, and a failed first page with a retry that loads it', async () => {
  await c.chat.sendMessage(text(c, hr.userID, 'after a retry'));
  // The real engine, whose first getMessageList fails once (a flaky network).
  let failures = 1;
  const flaky = new Proxy(hr.chat, {
    get(target, key, receiver) {
      if (key === 'getMessageList')
        return (options: Parameters<ChatEngine['getMessageList']>[0]) =>
          failures-- > 0 ? Promise.reject(new Error('network')) : target.getMessageList(options);
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  render(
    <ChatProvider engine={flaky}>
      <MessageList conversationID={`C2C${c.userID}`} groupType={null} mobileWidth={null} />
    </ChatProvider>,
  );
  expect(await screen.findByText('加载中...')).toBeTruthy();
  const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
  expect(screen.queryByText('after a retry')).toBeNull();
  fireEvent.click(retry);
  await screen.findByText('after a retry');
  expect(screen.queryByRole('alert')).toBeNull();
});
