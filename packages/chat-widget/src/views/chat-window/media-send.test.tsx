/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Media through the UI on the real upload path (jsdom's XMLHttpRequest → POST /chat/files):
// a file chosen in the toolbar shows its upload progress under the bubble while unSend, the bar
// goes on success, the peer gets the server's URL, and the URL serves the bytes that were chosen.
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { nextMessage, startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import type { Message } from '../../engine/message';
import { ChatProvider } from '../../shell/chat-provider';
import { ChatWindow } from '.';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c4');
}, 60_000);
afterAll(() => live?.close());

function renderWindow() {
  render(
    <ChatProvider engine={hr.chat}>
      <div style={{ height: 600 }}>
        <ChatWindow conversationID={`C2C${peer.userID}`} narrow={false} />
      </div>
    </ChatProvider>,
  );
}

const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-message-id="${id}"]`);

/** The own message of `type` the composer created and handed to the engine. */
async function sentMessage(send: jest.SpyInstance, type: Message['type']): Promise<Message> {
  await waitFor(() => expect(send.mock.calls.some(([m]) => (m as Message).type === type)).toBe(true));
  return send.mock.calls.map(([m]) => m as Message).find((m) => m.type === type)!;
}

async function bytesAt(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

afterEach(() => jest.restoreAllMocks());

it('a file: progress bar below 1 while uploading, gone on success; the peer can download the same bytes', async () => {
  const send = jest.spyOn(hr.chat, 'sendMessage');
  renderWindow();
  // 1.5 MB of a pattern, so a truncated or re-encoded upload would not compare equal.
  const bytes = Uint8Array.from({ length: 1_500_000 }, (_, i) => (i * 31 + (i >> 8)) & 0xff);
  const file = new File([bytes], '面试安排.pdf', { type: 'application/pdf' });
  const received = nextMessage(peer.chat, (m) => m.from === hr.userID && m.type === 'TIMFileElem');

  fireEvent.change(document.querySelector('input[data-kind="file"]')!, { target: { files: [file] } });

  const message = await sentMessage(send, 'TIMFileElem');
  // Shown at once, uploading: a progress bar under the bubble, no spinner, below 1.
  await waitFor(() => expect(rowOf(message.ID)).not.toBeNull());
  const bar = within(rowOf(message.ID)!).getByRole('progressbar') as HTMLProgressElement;
  expect(message.status).toBe('unSend');
  expect(Number(bar.getAttribute('value'))).toBeLessThan(1);
  expect(bar.getAttribute('max')).toBe('1');
  expect(within(rowOf(message.ID)!).getByText('📄 面试安排.pdf')).toBeTruthy();

  // Sent: the bar goes, no spinner or resend mark stays.
  await waitFor(() => expect(within(rowOf(message.ID)!).queryByRole('progressbar')).toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(message.status).toBe('success'));
  expect(message.progress).toBe(1);
  expect(within(rowOf(message.ID)!).queryByRole('status')).toBeNull();
  expect(within(rowOf(message.ID)!).queryByRole('button', { name: '重发' })).toBeNull();

  const got = await received;
  if (got.type !== 'TIMFileElem') throw new Error('not a file message');
  expect(got.ID).toBe(message.ID);
  expect(got.payload.fileName).toBe('面试安排.pdf');
  expect(got.payload.fileSize).toBe(bytes.length);
  expect(got.payload.fileUrl.startsWith(`${live.origin}/uploads/`)).toBe(true);
  expect(Buffer.from(await bytesAt(got.payload.fileUrl)).equals(Buffer.from(bytes))).toBe(true);
}, 30_000);

// A 1×1 PNG: the server sniffs images and refuses anything else with 4004.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

it('an image from the image picker is uploaded and shown from the server URL', async () => {
  const send = jest.spyOn(hr.chat, 'sendMessage');
  renderWindow();
  const received = nextMessage(peer.chat, (m) => m.from === hr.userID && m.type === 'TIMImageElem');
  fireEvent.change(document.querySelector('input[data-kind="image"]')!, { target: { files: [new File([PNG], 'dot.png', { type: 'image/png' })] } });
  const message = await sentMessage(send, 'TIMImageElem');
  await waitFor(() => expect(message.status).toBe('success'), { timeout: 10_000 });

  const got = await received;
  if (got.type !== 'TIMImageElem') throw new Error('not an image message');
  const [original] = got.payload.imageInfoArray;
  expect(original).toMatchObject({ width: 1, height: 1, size: PNG.length });
  expect(got.payload.imageFormat).toBe(3); // png
  expect(Buffer.from(await bytesAt(original!.url)).equals(Buffer.from(PNG))).toBe(true);
  await waitFor(() => expect(rowOf(message.ID)!.querySelector(`img[src="${original!.url}"]`)).not.toBeNull());
  expect(within(rowOf(message.ID)!).queryByRole('progressbar')).toBeNull();
}, 30_000);
