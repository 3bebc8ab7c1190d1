/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The chat window against the real chat service: demo_c28 writes to demo_hr, whose window shows it.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import WebSocket from 'ws';
import { createLocalChat, type ChatEngine, type Message } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { useChatUi, type ChatUiState } from '../../provider/chat-ui-context';
import type { HostFetcher } from '../../provider/options-context';
import { CustomBubble } from '../messages/custom-bubble';
import { ChatWindow } from '.';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let c: { chat: ChatEngine; userID: string };
let fetcher: HostFetcher;

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  c = await live.engineFor('demo_c28');
  const token = await live.tokenOf('demo_hr');
  fetcher = (async (path: string) => {
    const res = await fetch(`${live.origin}/${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { code: number; data: unknown };
    if (body.code !== 200) throw new Error(String(body.code));
    return body.data;
  }) as HostFetcher;
}, 60_000);
afterAll(() => live?.close());

let ui: ChatUiState | null = null;
function UiProbe() {
  const { state } = useChatUi();
  useEffect(() => void (ui = state), [state]);
  return null;
}

const bubble = (text: string) => screen.findByText(text);
const rowOf = (id: string) => document.querySelector(`[data-message-id="${id}"]`) as HTMLElement;

async function fromCandidate(make: (to: { to: string; conversationType: 'C2C' }) => Message): Promise<Message> {
  const message = make({ to: hr.userID, conversationType: 'C2C' });
  await act(async () => void (await c.chat.sendMessage(message)));
  return message;
}
const custom =
  (data: unknown, description = '') =>
  (to: { to: string; conversationType: 'C2C' }) =>
    c.chat.createCustomMessage({ ...to, payload: { data: JSON.stringify(data), description, extension: '' } });

it('renders incoming messages of each kind, own read labels, and revoke → re-edit', async () => {
  const conversationID = `C2C${c.userID}`;
  render(
    <ChatProvider engine={hr.chat} fetcher={fetcher}>
      <UiProbe />
      <div style={{ height: 600 }}>
        <ChatWindow conversationID={conversationID} narrow={false} />
      </div>
    </ChatProvider>,
  );
  // Header: the peer's name, and the candidate summary or the no-personal-info note.
  await waitFor(() => expect(screen.queryByTestId('candidate-summary') ?? screen.queryByText('暂无个人信息')).not.toBeNull());

  await fromCandidate((to) => c.chat.createTextMessage({ ...to, payload: { text: 'see https://example.com/job now' } }));
  const link = (await screen.findByRole('link', { name: 'https://example.com/job' })) as HTMLAnchorElement;
  expect(link.href).toBe('https://example.com/job');
  expect(link.rel).toContain('noopener');

  await fromCandidate(
    custom({ businessID: 'interview', interview: { id: 42, interviewTime: '2026-12-01 10:00', address: '北京', interviewType: 1, remark: 'bring CV' } }),
  );
  expect(await bubble('面试邀请')).toBeTruthy();
  expect(screen.getByText('线上面试')).toBeTruthy();
  const { chatEvents } = await import('../../provider/chat-events');
  const routed: unknown[] = [];
  const off = chatEvents.on('view-interview', (payload) => routed.push(payload));
  fireEvent.click(screen.getByText('查看详情'));
  off();
  expect(routed).toEqual([{ id: '42' }]);

  await fromCandidate(custom({ businessID: 'resume_custom', id: 7, text: '张三的简历.pdf' }));
  expect(await bubble('张三的简历.pdf')).toBeTruthy();
  await fromCandidate(custom({ businessID: 'askResume', text: '请发送简历', link: '', description: '' }));
  expect(await bubble('请发送简历')).toBeTruthy();
  await fromCandidate(custom({ businessID: 'something_new' }));
  expect(await bubble('[自定义消息]')).toBeTruthy();
  await fromCandidate(custom({ businessID: 'text_link', text: '岗位详情', link: 'https://example.com/j/1' }));
  expect(await bubble('岗位详情')).toBeTruthy();
  await fromCandidate((to) => c.chat.createLocationMessage({ ...to, payload: { description: '深圳南山', longitude: 1, latitude: 2 } }));
  expect(await bubble('📍 深圳南山')).toBeTruthy();
  await fromCandidate((to) =>
    c.chat.createFileMessage({ ...to, payload: { file: { name: 'offer.txt', type: 'text/plain', size: 2, data: new Uint8Array([104, 105]) } } }),
  );
  expect(await bubble('📄 offer.txt')).toBeTruthy();
  // The window (header, bubbles of every kind above, composer and toolbar) has no serious violation.
  expect(await seriousViolations(document.body)).toEqual([]);

  // An incoming message recalled by its sender.
  const oops = await fromCandidate((to) => c.chat.createTextMessage({ ...to, payload: { text: 'oops' } }));
  await bubble('oops');
  await act(async () => void (await c.chat.revokeMessage(oops)));
  await waitFor(() => expect(within(rowOf(oops.ID)).getByText(/撤回了一条消息/).textContent).not.toContain('你'));

  // Own message: Unread, then Read once the candidate reads the conversation.
  const mine = hr.chat.createTextMessage({ to: c.userID, conversationType: 'C2C', payload: { text: 'when can you start?' } });
  await act(async () => void (await hr.chat.sendMessage(mine)));
  await bubble('when can you start?');
  await waitFor(() => expect(within(rowOf(mine.ID)).getByTestId('read-label').textContent).toBe('未读'));
  await act(async () => void (await c.chat.setMessageRead({ conversationID: `C2C${hr.userID}` })));
  await waitFor(() => expect(within(rowOf(mine.ID)).getByTestId('read-label').textContent).toBe('已读'));

  // Recall own text: 'You recalled a message' with Re-edit putting the text back.
  await act(async () => void (await hr.chat.revokeMessage(mine)));
  await waitFor(() => expect(within(rowOf(mine.ID)).getByText(/你撤回了一条消息/)).toBeTruthy());
  fireEvent.click(within(rowOf(mine.ID)).getByText('重新编辑'));
  // The composer takes the re-edit text from the UI state (and clears it) into its editor.
  await waitFor(() => expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toContain('when can you start?'));
  expect(ui?.reedit ?? null).toBeNull();
}, 60_000);

// system_custom comes from the system account only (the server refuses it from users): rendered
// here from a message as the engine hands it over.
it('renders system_custom HTML through DOMPurify', async () => {
  const held = hr.chat.createCustomMessage({
    to: c.userID,
    conversationType: 'C2C',
    payload: {
      data: JSON.stringify({ businessID: 'system_custom', text: '<b>系统通知</b><img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script>' }),
      description: '',
      extension: '',
    },
  });
  render(
    <ChatProvider engine={hr.chat}>
      <CustomBubble message={held} />
    </ChatProvider>,
  );
  const system = await screen.findByText('系统通知');
  expect(system.tagName).toBe('B');
  expect(document.querySelector('[data-business-id="system_custom"] script')).toBeNull();
  expect(document.querySelector('[data-business-id="system_custom"] img')?.getAttribute('onerror')).toBeNull();
});

// The composer and the list together: an own message is in the list while it is sending and
// when it fails, without waiting for the engine's pushes; the failed one resends after a confirm.
it('shows own messages as they are sent, failed ones with a confirmed resend', async () => {
  // demo_hr2's engine refuses a locally blocked word (3123) before sending: a real failure.
  const credential = await live.credentialOf('demo_hr2');
  const chat = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never, blockedWords: ['禁词'] });
  await chat.login({ userID: credential.userID, userSig: credential.userSig });
  const conversationID = `C2C${c.userID}`;
  render(
    <ChatProvider engine={chat}>
      <div style={{ height: 600 }}>
        <ChatWindow conversationID={conversationID} narrow={false} />
      </div>
    </ChatProvider>,
  );
  const editor = (await screen.findByRole('textbox')) as HTMLTextAreaElement;
  fireEvent.change(editor, { target: { value: '今天下午有空吗' } });
  fireEvent.keyDown(editor, { key: 'Enter' });
  // Rows are re-rendered as the send goes on: look them up afresh each time.
  const rowWith = (text: string) =>
    screen
      .queryAllByText(text)
      .map((node) => node.closest('[data-message-id]'))
      .find(Boolean) as HTMLElement | undefined;
  await waitFor(() => expect(rowWith('今天下午有空吗')).toBeTruthy());
  await waitFor(() => expect(within(rowWith('今天下午有空吗')!).queryByRole('status')).toBeNull());

  fireEvent.change(editor, { target: { value: '这是禁词' } });
  fireEvent.keyDown(editor, { key: 'Enter' });
  await waitFor(() => expect(within(rowWith('这是禁词')!).getByRole('button', { name: '重发' })).toBeTruthy());
  fireEvent.click(within(rowWith('这是禁词')!).getByRole('button', { name: '重发' }));
  expect(await screen.findByText('确认重发该消息？')).toBeTruthy();
  await chat.destroy();
}, 60_000);
