/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The action menu and extras against the real chat service: demo_hr's messages to demo_c2.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { EVENT, type ChatEngine } from '../../engine';
import type { Message } from '../../engine/message';
import { useChatUi } from '../../provider/chat-ui-context';
import { ChatProvider } from '../../shell/chat-provider';
import type { ChatFeatures } from '../../provider/options-context';
import { MessageActions, MessageExtras } from '.';
import { widgetRequestsOf } from './widget-requests';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { MessageListSinkContext, type MessageListSink } from '../messages/message-list-sink';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c2');
}, 60_000);
afterAll(() => live?.close());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function sendText(text: string): Promise<Message> {
  const message = hr.chat.createTextMessage({ to: peer.userID, conversationType: 'C2C', payload: { text } });
  return (await hr.chat.sendMessage(message)).data.message;
}

function QuoteProbe() {
  const { state } = useChatUi();
  return <output data-testid="quote">{state.quote?.ID ?? ''}</output>;
}

function renderBubble(message: Message, features?: Partial<ChatFeatures>, sink: MessageListSink = () => undefined) {
  render(
    <ChatProvider engine={hr.chat} features={features}>
      <MessageListSinkContext.Provider value={sink}>
        <QuoteProbe />
        <MessageActions message={message}>
          <div>bubble</div>
        </MessageActions>
        <MessageExtras message={message} />
      </MessageListSinkContext.Provider>
    </ChatProvider>,
  );
}

async function openMenu(): Promise<HTMLElement> {
  fireEvent.contextMenu(await screen.findByText('bubble'));
  return screen.findByRole('menu');
}

const labels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
const choose = async (label: string) => fireEvent.click(within(await openMenu()).getByText(label));

describe('the menu items', () => {
  const fake = (fields: Partial<Message>): Message =>
    ({
      ID: 'fake',
      flow: 'in',
      status: 'success',
      hasRiskContent: false,
      isRevoked: false,
      isDeleted: false,
      type: 'TIMTextElem',
      payload: { text: 'x' },
      ...fields,
    }) as Message;

  it('own text: copy, recall, delete, forward, multi-select, quote, translate, react', async () => {
    renderBubble(fake({ flow: 'out' }));
    const menu = await openMenu();
    expect(labels(menu)).toEqual(['复制', '撤回', '删除', '转发', '多选', '引用', '翻译', '回应']);
    expect(menu.closest('.ec-chat')).not.toBeNull(); // no portal out of the widget's root
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it("someone else's text has no recall", async () => {
    renderBubble(fake({}));
    expect(labels(await openMenu())).toEqual(['复制', '删除', '转发', '多选', '引用', '翻译', '回应']);
  });

  it('an image opens on desktop and is neither copied nor translated', async () => {
    const image = fake({
      type: 'TIMImageElem',
      payload: { uuid: 'u', imageFormat: 3, imageInfoArray: [{ type: 0, url: 'http://x/a.png', width: 1, height: 1, size: 1 }] },
    } as Partial<Message>);
    renderBubble(image);
    const menu = await openMenu();
    expect(labels(menu)).toEqual(['打开', '删除', '转发', '多选', '引用', '回应']);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    fireEvent.click(within(menu).getByText('打开'));
    expect(open).toHaveBeenCalledWith('http://x/a.png', '_blank', 'noopener');
  });

  it('a risky message has no menu', async () => {
    renderBubble(fake({ hasRiskContent: true }));
    fireEvent.contextMenu(await screen.findByText('bubble'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a plain click opens it on desktop; a click on a link in the bubble does not', async () => {
    render(
      <ChatProvider engine={hr.chat}>
        <MessageActions message={fake({})}>
          <div>
            bubble <a href="#x">link</a>
          </div>
        </MessageActions>
      </ChatProvider>,
    );
    fireEvent.click(await screen.findByText('link'));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByText(/bubble/));
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('a touch long-press opens it after 500 ms; moving away cancels', async () => {
    // jsdom has no PointerEvent: React reads pointerType from the native event.
    class TouchPointerEvent extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.defineProperty(window, 'PointerEvent', { value: TouchPointerEvent, configurable: true });
    renderBubble(fake({}));
    const bubble = await screen.findByText('bubble');
    jest.useFakeTimers();
    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(bubble, { pointerType: 'touch', clientX: 10, clientY: 40 });
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});

describe('the actions', () => {
  it('Recall revokes on the server and the peer sees it', async () => {
    const message = await sendText('to be recalled');
    const revoked = new Promise<Message[]>((resolve) => peer.chat.on(EVENT.MESSAGE_REVOKED, ({ data }: { data: Message[] }) => resolve(data)));
    renderBubble(message);
    await choose('撤回');
    const [seen] = await revoked;
    expect(seen).toMatchObject({ ID: message.ID, isRevoked: true });
  });

  it('Recall of a message older than the limit (the demo history) says the deadline has passed', async () => {
    const { data } = await hr.chat.getConversationList();
    const cutoff = Date.now() / 1000 - 600;
    let old: Message | undefined;
    for (const conversation of data.conversationList.filter((c) => c.type === 'C2C')) {
      const list = (await hr.chat.getMessageList({ conversationID: conversation.conversationID })).data.messageList;
      old = list.find((m) => m.flow === 'out' && m.status === 'success' && !m.isRevoked && m.time < cutoff);
      if (old) break;
    }
    if (!old) throw new Error('the demo data has no old message of demo_hr');
    renderBubble(old);
    await choose('撤回');
    expect(await screen.findByText('已过撤回时限')).toBeTruthy();
  });

  it('Delete removes the message from the list', async () => {
    const message = await sendText('to be deleted');
    const sink = jest.fn<void, [Message[]]>();
    renderBubble(message, undefined, sink);
    await choose('删除');
    // The open list is told at once (it drops deleted messages), not only the engine.
    await waitFor(() => expect(sink.mock.calls.flat(2).some((m) => m.ID === message.ID && m.isDeleted)).toBe(true));
    await waitFor(async () => {
      const { data } = await hr.chat.getMessageList({ conversationID: `C2C${peer.userID}` });
      const found = data.messageList.find((m) => m.ID === message.ID);
      expect(!found || found.isDeleted).toBe(true);
    });
  });

  it('Quote sets the quote; Forward asks for the forward panel', async () => {
    const message = await sendText('to be quoted');
    const forwarded = jest.fn();
    const off = widgetRequestsOf(hr.chat).on('forward', forwarded);
    renderBubble(message);
    await choose('引用');
    expect(screen.getByTestId('quote').textContent).toBe(message.ID);
    await choose('转发');
    expect(forwarded).toHaveBeenCalledWith({ messages: [message] });
    off();
  });

  it('Copy writes the clipboard, and says so when there is none', async () => {
    const message = await sendText('copy me');
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderBubble(message);
    await choose('复制');
    expect(writeText).toHaveBeenCalledWith('copy me');
    expect(await screen.findByText('复制成功')).toBeTruthy();

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await choose('复制');
    expect(await screen.findByText('此机型暂不支持复制')).toBeTruthy();
  });

  it('Translate with the feature off asks to open it', async () => {
    const message = await sendText('翻译我');
    const translate = jest.spyOn(hr.chat, 'translateText');
    renderBubble(message, { translate: false });
    await choose('翻译');
    expect(await screen.findByText('请开通翻译功能')).toBeTruthy();
    expect(translate).not.toHaveBeenCalled();
  });

  it('Translate without a translation provider on the server shows the 2902 error under the bubble', async () => {
    const message = await sendText('翻译我');
    const translate = jest.spyOn(hr.chat, 'translateText');
    renderBubble(message);
    await choose('翻译');
    expect(translate).toHaveBeenCalledWith({ sourceTextList: ['翻译我'], sourceLanguage: 'auto', targetLanguage: 'zh' });
    await act(() => expect(translate.mock.results[0]!.value).rejects.toMatchObject({ code: 2902 }));
    const error = await screen.findByRole('alert');
    // The user's language, not the server's English.
    expect(error.textContent).toContain('请开通翻译功能');
    expect(error.textContent).not.toContain('not enabled');
    // The menu now offers Hide, which removes it.
    await choose('隐藏');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
