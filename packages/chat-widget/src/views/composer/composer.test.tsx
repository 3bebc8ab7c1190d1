/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The composer against the real chat service: demo_hr types, demo_c1 receives.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { EVENT, type ChatEngine } from '../../engine';
import type { Message } from '../../engine/message';
import { createChatI18n } from '../../i18n/create-i18n';
import { ChatUiProvider, useChatUi, type ChatUiAction } from '../../provider/chat-ui-context';
import { EngineContext } from '../../provider/engine-context';
import { DEFAULT_ASSET_BASE, DEFAULT_FEATURES, OptionsContext } from '../../provider/options-context';
import { ToastProvider } from '../toast/toast-provider';
import { Composer } from './composer';
import { useResend } from './use-resend';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let c1: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  c1 = await live.engineFor('demo_c1');
}, 60_000);
afterAll(() => live?.close());

let dispatchUi: (action: ChatUiAction) => void = () => {};
function UiHandle() {
  const { dispatch } = useChatUi();
  useEffect(() => void (dispatchUi = dispatch), [dispatch]);
  return null;
}

function Widget({ engine, children }: { engine: ChatEngine; children: ReactNode }) {
  return (
    <I18nextProvider i18n={createChatI18n('zh-CN')}>
      <EngineContext.Provider value={engine}>
        <OptionsContext.Provider value={{ features: DEFAULT_FEATURES, slots: {}, assetBase: DEFAULT_ASSET_BASE, notify: { sound: false, desktop: false } }}>
          <ChatUiProvider>
            <UiHandle />
            <ToastProvider>{children}</ToastProvider>
          </ChatUiProvider>
        </OptionsContext.Provider>
      </EngineContext.Provider>
    </I18nextProvider>
  );
}

/** The next messages demo_c1 receives that match. */
function nextReceived(match: (m: Message) => boolean): Promise<Message> {
  return new Promise((resolve) => {
    const handler = ({ data }: { data: Message[] }) => {
      const found = data.find(match);
      if (!found) return;
      c1.chat.off(EVENT.MESSAGE_RECEIVED, handler);
      resolve(found);
    };
    c1.chat.on(EVENT.MESSAGE_RECEIVED, handler);
  });
}

const textOf = (m: Message) => (m.type === 'TIMTextElem' ? m.payload.text : null);

function renderComposer(engine = hr.chat) {
  render(
    <Widget engine={engine}>
      <Composer conversationID={`C2C${c1.userID}`} />
    </Widget>,
  );
  return screen.getByRole('textbox', { name: '请输入消息' }) as HTMLTextAreaElement;
}

afterEach(() => jest.restoreAllMocks());

describe('Composer', () => {
  it('Enter sends the text (trailing newline trimmed) and clears the input', async () => {
    const input = renderComposer();
    const received = nextReceived((m) => textOf(m)?.startsWith('hello from hr') ?? false);
    expect(await seriousViolations(document.body)).toEqual([]);
    fireEvent.change(input, { target: { value: 'hello from hr\n' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(textOf(await received)).toBe('hello from hr');
    expect(input.value).toBe('');
  });

  it('Ctrl+Enter inserts a new line and sends nothing; empty Enter does nothing', () => {
    const send = jest.spyOn(hr.chat, 'sendMessage');
    const input = renderComposer();
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'line one' } });
    input.setSelectionRange(8, 8);
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(input.value).toBe('line one\n');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses text over 12K with the 8001 toast and keeps it', async () => {
    const send = jest.spyOn(hr.chat, 'sendMessage');
    const input = renderComposer();
    fireEvent.change(input, { target: { value: '长'.repeat(4200) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('消息长度超出限制，消息长度不要超过12K')).toBeTruthy();
    expect(input.value).toHaveLength(4200);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the quote as messageReply and clears it', async () => {
    const input = renderComposer();
    const quoted = { ID: 'q1', from: c1.userID, nick: 'C1', type: 'TIMTextElem', payload: { text: 'original' } } as Message;
    act(() => dispatchUi({ type: 'quote', message: quoted }));
    expect(screen.getByText('C1: original')).toBeTruthy();
    const received = nextReceived((m) => textOf(m) === 'a reply');
    fireEvent.change(input, { target: { value: 'a reply' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const reply = JSON.parse((await received).cloudCustomData) as { messageReply: Record<string, unknown> };
    expect(reply.messageReply).toEqual({ messageID: 'q1', messageSender: 'C1', messageAbstract: 'original', messageType: 'TIMTextElem', version: 1 });
    await waitFor(() => expect(screen.queryByText('C1: original')).toBeNull());
  });

  it('typing status reaches the peer while the input is focused and non-empty', async () => {
    const input = renderComposer();
    const isTyping = (status: number) => (m: Message) => m.type === 'TIMCustomElem' && m.payload.data.includes('"typingStatus":' + status);
    const started = nextReceived(isTyping(1));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'h' } });
    expect((await started).from).toBe(hr.userID);
    const stopped = nextReceived(isTyping(0));
    fireEvent.blur(input);
    expect((await stopped).from).toBe(hr.userID);
  });

  it('a blocked word fails with the 3123 toast; resend asks for confirmation and resends', async () => {
    const credential = await live.credentialOf('demo_hr');
    const { createLocalChat } = await import('../../engine');
    const WebSocket = (await import('ws')).default;
    const strict = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never, blockedWords: ['forbidden'] });
    await strict.login({ userID: credential.userID, userSig: credential.userSig });
    const resendSpy = jest.spyOn(strict, 'resendMessage');
    let failed: Message | null = null;
    const sendSpy = jest.spyOn(strict, 'sendMessage');
    function ResendButton() {
      const resend = useResend();
      return <button onClick={() => failed && resend({ ...failed, status: 'fail' } as Message)}>resend it</button>;
    }
    render(
      <Widget engine={strict}>
        <Composer conversationID={`C2C${c1.userID}`} />
        <ResendButton />
      </Widget>,
    );
    const input = screen.getByRole('textbox', { name: '请输入消息' });
    fireEvent.change(input, { target: { value: 'a forbidden word' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('文本中包含本地审核拦截词')).toBeTruthy();
    failed = sendSpy.mock.calls[0]![0];
    fireEvent.click(screen.getByText('resend it'));
    expect(await screen.findByText('确认重发该消息？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(resendSpy).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('确认重发该消息？')).toBeNull());
    await strict.destroy();
  });
});
