/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Translation and voice-to-text live (docs/chat.md §2, §3, §4, §5, §8): the server's providers are
// a tiny LibreTranslate-style and OpenAI-style transcription service this test runs on 127.0.0.1,
// counting requests. In demo_hr's chat window: Translate shows the result under the bubble, Hide
// hides it, Translate again shows the cached result without a new request; Convert likewise for a
// voice message; a provider failure shows its error in the bubble; disabled features show the
// toasts and ask nothing; a server without providers answers 2902, whose text shows in the bubble.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import type { ChatEngine, Message } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import type { ChatFeatures } from '../../provider/options-context';
import { ChatWindow } from '../chat-window';

type User = { chat: ChatEngine; userID: string };
const requests = { translate: [] as { q: string; source: string; target: string }[], speech: [] as string[] };
let provider: Server;
let live: LiveChat;
let bare: LiveChat;

/** The fake providers: '坏' fails with 500; anything else is translated as `[target] text`. */
function startProviders(): Promise<string> {
  provider = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      res.setHeader('content-type', 'application/json');
      if (req.url === '/translate') {
        const { q, source, target } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { q: string; source: string; target: string };
        requests.translate.push({ q, source, target });
        if (q === '坏') return void res.writeHead(500).end('{}');
        return void res.end(JSON.stringify({ translatedText: `[${target}] ${q}` }));
      }
      if (req.url === '/v1/audio/transcriptions') {
        requests.speech.push(body);
        return void res.end(JSON.stringify({ text: '你好，我想应聘这个职位' }));
      }
      res.writeHead(404).end('{}');
    });
  });
  return new Promise((resolve) => provider.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(provider.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  const origin = await startProviders();
  [live, bare] = await Promise.all([
    startLiveChat({ env: { CHAT_TRANSLATE_URL: `${origin}/translate`, CHAT_SPEECH_URL: `${origin}/v1/audio/transcriptions` } }),
    startLiveChat(),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([live?.close(), bare?.close()]);
  await new Promise((resolve) => provider?.close(resolve));
});

/** demo_hr writes text to demo_c18 and voice to demo_c19: one new message per window (jsdom lays out none, so a window shows few rows). */
async function chatOf(server: LiveChat): Promise<{ hr: User; peer: User; voicePeer: User }> {
  return { hr: await server.engineFor('demo_hr'), peer: await server.engineFor('demo_c18'), voicePeer: await server.engineFor('demo_c19') };
}
const sendText = async ({ hr, peer }: { hr: User; peer: User }, text: string): Promise<Message> =>
  (await hr.chat.sendMessage(hr.chat.createTextMessage({ to: peer.userID, conversationType: 'C2C', payload: { text } }))).data.message;
async function sendVoice({ hr, voicePeer: peer }: { hr: User; voicePeer: User }): Promise<Message> {
  const file = { name: 'voice.m4a', type: 'audio/mp4', data: new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 77, 52, 65, 32]) };
  return (await hr.chat.sendMessage(hr.chat.createAudioMessage({ to: peer.userID, conversationType: 'C2C', payload: { file, second: 2 } }))).data.message;
}

function renderWindow({ hr, peer }: { hr: User; peer: User }, features?: Partial<ChatFeatures>) {
  cleanup();
  return render(
    <ChatProvider engine={hr.chat} features={features}>
      <div style={{ height: 600 }}>
        <ChatWindow conversationID={`C2C${peer.userID}`} narrow={false} />
      </div>
    </ChatProvider>,
  );
}
const rowOf = (message: Message) =>
  waitFor(() => {
    const row = document.querySelector(`[data-message-id="${message.ID}"]`);
    if (!row) throw new Error(`no row for ${message.ID}`);
    return row as HTMLElement;
  });
/** `closes`: false when the action shows a toast (the toast's layer then takes Escape). */
async function choose(message: Message, label: string, closes = true) {
  const anchor = (await rowOf(message)).querySelector('[aria-keyshortcuts="Shift+F10"]') as HTMLElement; // the bubble's menu anchor
  fireEvent.contextMenu(anchor);
  const menu = await screen.findByRole('menu');
  fireEvent.click(within(menu).getByText(label));
  // jsdom leaves Radix's menu open after a click: close it as a user would.
  if (!closes) return;
  if (menu.isConnected) fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}
const extraOf = async (message: Message) => (await rowOf(message)).querySelector('[data-extra]');

it('Translate shows the result under the bubble; Hide hides it; Translate again is the cached result', async () => {
  const users = await chatOf(live);
  const message = await sendText(users, '你好');
  renderWindow(users);
  await choose(message, '翻译');
  await waitFor(async () => expect((await extraOf(message))?.textContent).toContain('[zh] 你好'));
  expect(requests.translate).toEqual([{ q: '你好', source: 'auto', target: 'zh' }]);
  expect(await seriousViolations((await extraOf(message))!)).toEqual([]);

  await choose(message, '隐藏');
  await waitFor(async () => expect(await extraOf(message)).toBeNull());
  await choose(message, '翻译');
  expect((await extraOf(message))?.textContent).toContain('[zh] 你好');
  expect(requests.translate).toHaveLength(1);

  // The Hide button in the result does the same.
  fireEvent.click(within((await extraOf(message)) as HTMLElement).getByRole('button', { name: '隐藏' }));
  await waitFor(async () => expect(await extraOf(message)).toBeNull());
}, 30_000);

it('Convert turns a voice message into text under the bubble, cached the same way', async () => {
  const users = await chatOf(live);
  const message = await sendVoice(users);
  renderWindow({ hr: users.hr, peer: users.voicePeer });
  await choose(message, '转文字');
  await waitFor(async () => expect((await extraOf(message))?.textContent).toContain('你好，我想应聘这个职位'));
  expect(requests.speech).toHaveLength(1);
  expect(requests.speech[0]).toMatch(/name="model"\r\n\r\nwhisper-1/);
  expect(requests.speech[0]).toMatch(/name="file"/);
  expect(await seriousViolations((await extraOf(message))!)).toEqual([]);

  await choose(message, '隐藏');
  await waitFor(async () => expect(await extraOf(message)).toBeNull());
  await choose(message, '转文字');
  expect((await extraOf(message))?.textContent).toContain('你好，我想应聘这个职位');
  expect(requests.speech).toHaveLength(1);
}, 30_000);

it("a provider's failure shows in the bubble, and Translate after Hide asks again", async () => {
  const users = await chatOf(live);
  const message = await sendText(users, '坏');
  renderWindow(users);
  await choose(message, '翻译');
  const error = await waitFor(async () => {
    const extra = await extraOf(message);
    expect(extra?.getAttribute('role')).toBe('alert');
    return extra!;
  });
  // The provider's failure is the server's 2800, told in the user's language (issue 31), not its English words.
  expect(error.textContent).toContain('网络异常，请检查网络后重试');
  expect(error.textContent).not.toContain('failed');
  const asked = requests.translate.length;
  await choose(message, '隐藏');
  await choose(message, '翻译');
  await waitFor(() => expect(requests.translate.length).toBe(asked + 1));
}, 30_000);

it('with the features off, Translate and Convert show their toasts and ask nobody', async () => {
  const users = await chatOf(live);
  const text = await sendText(users, '关掉了');
  const voice = await sendVoice(users);
  const before = { translate: requests.translate.length, speech: requests.speech.length };
  const off = { translate: false, voiceToText: false };
  renderWindow(users, off);
  await choose(text, '翻译', false);
  expect(await screen.findByText('请开通翻译功能')).toBeTruthy();
  expect(await extraOf(text)).toBeNull();
  renderWindow({ hr: users.hr, peer: users.voicePeer }, off);
  await choose(voice, '转文字', false);
  expect(await screen.findByText('请开通转文字功能')).toBeTruthy();
  expect(await extraOf(voice)).toBeNull();
  expect({ translate: requests.translate.length, speech: requests.speech.length }).toEqual(before);
}, 30_000);

it("without providers on the server, the 2902 errors show in the bubbles in the user's language, not the server's English", async () => {
  const users = await chatOf(bare);
  const text = await sendText(users, '没有翻译服务');
  const voice = await sendVoice(users);
  const translate = jest.spyOn(users.hr.chat, 'translateText');
  const convert = jest.spyOn(users.hr.chat, 'convertVoiceToText');
  renderWindow(users);
  await choose(text, '翻译');
  await waitFor(async () => expect((await extraOf(text))?.textContent).toContain('请开通翻译功能'));
  expect((await extraOf(text))?.textContent).not.toContain('not enabled');
  expect((await extraOf(text))?.getAttribute('role')).toBe('alert');
  expect(await seriousViolations((await extraOf(text))!)).toEqual([]);
  await expect(translate.mock.results[0]!.value).rejects.toMatchObject({ code: 2902 });
  renderWindow({ hr: users.hr, peer: users.voicePeer });
  await choose(voice, '转文字');
  await waitFor(async () => expect((await extraOf(voice))?.textContent).toContain('请开通转文字功能'));
  expect((await extraOf(voice))?.textContent).not.toContain('not enabled');
  await expect(convert.mock.results[0]!.value).rejects.toMatchObject({ code: 2902 });
}, 30_000);
