/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The image previewer against the real chat service: demo_c5 sends demo_hr two PNGs, a text and a
// WebP; demo_hr's chat window opens them from the bubbles (docs/chat.md §2, §4, §5, §9).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import type { Message } from '../../engine/message';
import { ChatProvider } from '../../shell/chat-provider';
import { ChatWindow } from '../chat-window';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

// A 1×1 PNG and a 1×1 WebP: the server sniffs images and refuses anything else.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
const WEBP = Uint8Array.from(Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'));

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };
const images: Message[] = [];

async function sendImage(name: string, type: string, data: Uint8Array): Promise<Message> {
  const message = peer.chat.createImageMessage({ to: hr.userID, conversationType: 'C2C', payload: { file: { name, type, data } } });
  await peer.chat.sendMessage(message);
  return message;
}

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c5');
  images.push(await sendImage('one.png', 'image/png', PNG));
  images.push(await sendImage('two.png', 'image/png', PNG));
  await peer.chat.sendMessage(peer.chat.createTextMessage({ to: hr.userID, conversationType: 'C2C', payload: { text: 'not an image' } }));
  images.push(await sendImage('three.webp', 'image/webp', WEBP));
}, 60_000);
afterAll(() => live?.close());
afterEach(() => jest.restoreAllMocks());

const urlOf = (message: Message) => (message.type === 'TIMImageElem' ? message.payload.imageInfoArray[0]!.url : '');

async function openAt(index: number) {
  render(
    // jsdom lays nothing out: the mock gives the virtual list a viewport, so every row renders.
    <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 40 }}>
      <ChatProvider engine={hr.chat}>
        <ChatWindow conversationID={`C2C${peer.userID}`} narrow={false} />
      </ChatProvider>
    </VirtuosoMockContext.Provider>,
  );
  const row = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-message-id="${images[index]!.ID}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.click(within(row).getByRole('button', { name: '图片预览' }));
  return screen.findByRole('dialog');
}

const counter = () => screen.getByTestId('previewer-counter').textContent;
const picture = () => screen.getByTestId('previewer-image') as HTMLImageElement;

it('opens at the clicked image of the received ones; arrows switch, zoom and rotation reset on switching; Escape closes', async () => {
  expect(images.map((m) => m.type === 'TIMImageElem' && m.payload.imageFormat)).toEqual([3, 3, 255]);
  const dialog = await openAt(1);
  expect(counter()).toBe('2 / 3'); // the text is not in the set
  expect(await seriousViolations(document.body)).toEqual([]);
  expect(picture().src).toBe(urlOf(images[1]!));

  fireEvent.click(within(dialog).getByRole('button', { name: '上一张' }));
  expect(counter()).toBe('1 / 3');
  expect(picture().src).toBe(urlOf(images[0]!));
  expect(within(dialog).queryByRole('button', { name: '上一张' })).toBeNull();

  fireEvent.click(within(dialog).getByRole('button', { name: '放大' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '放大' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '向右旋转' }));
  fireEvent.wheel(picture(), { deltaY: 120 });
  expect(picture().style.transform).toBe('scale(1.1) rotate(90deg)');

  fireEvent.click(within(dialog).getByRole('button', { name: '下一张' }));
  expect(counter()).toBe('2 / 3');
  expect(picture().style.transform).toBe('scale(1) rotate(0deg)');

  fireEvent.keyDown(dialog, { key: 'ArrowRight' });
  expect(counter()).toBe('3 / 3');
  expect(picture().src).toBe(urlOf(images[2]!));
  expect(within(dialog).queryByRole('button', { name: '下一张' })).toBeNull();

  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('a swipe of 100 px switches; the close button closes', async () => {
  const dialog = await openAt(0);
  fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 10 }], changedTouches: [{ clientX: 300, clientY: 10 }] });
  fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: 230, clientY: 10 }] });
  expect(counter()).toBe('1 / 3');
  fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 10 }], changedTouches: [{ clientX: 300, clientY: 10 }] });
  fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: 200, clientY: 10 }] });
  expect(counter()).toBe('2 / 3');
  fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it("refuses to download a WebP with the spec text, and saves a PNG from the server under the sender's file name", async () => {
  const dialog = await openAt(2);
  fireEvent.click(within(dialog).getByRole('button', { name: '下载' }));
  expect(await screen.findByText('暂不支持下载此类型图片')).toBeTruthy();

  const saved: { href: string; download: string }[] = [];
  const blobs: Blob[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:saved'), revokeObjectURL: () => undefined });
  fireEvent.click(within(dialog).getByRole('button', { name: '上一张' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '下载' }));
  await waitFor(() => expect(saved).toEqual([{ href: 'blob:saved', download: 'two.png' }]));
  expect(Buffer.from(await blobs[0]!.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
  await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
});
