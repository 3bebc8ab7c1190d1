/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// In-conversation search in the chat window against the real chat service (docs/chat.md §2):
// the side panel titled 搜索会话内容, text first, file results by day, a result going to its message.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { useChatUi } from '../../provider/chat-ui-context';
import { ChatWindow } from '../chat-window';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };
let textID = '';
const imageIDs: string[] = [];

// A 1×1 PNG: the server sniffs images and refuses anything else.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c6');
  const send = async (message: Parameters<ChatEngine['sendMessage']>[0]) => (await peer.chat.sendMessage(message)).data.message;
  textID = (await send(peer.chat.createTextMessage({ to: hr.userID, conversationType: 'C2C', payload: { text: '作品集链接发您了，请查收 Portfolio' } }))).ID;
  const file = new File([new Uint8Array(2048)], '作品集.pdf', { type: 'application/pdf' });
  await send(peer.chat.createFileMessage({ to: hr.userID, conversationType: 'C2C', payload: { file } }));
  for (const name of ['one.png', 'two.png']) {
    imageIDs.push(
      (await send(peer.chat.createImageMessage({ to: hr.userID, conversationType: 'C2C', payload: { file: { name, type: 'image/png', data: PNG } } }))).ID,
    );
  }
}, 60_000);
afterAll(() => live?.close());

/** Every message the chat was asked to go to. */
const targets: string[] = [];
function TargetProbe() {
  const { state } = useChatUi();
  if (state.targetMessageID) targets.push(state.targetMessageID);
  return null;
}

function renderWindow() {
  render(
    <ChatProvider engine={hr.chat}>
      <TargetProbe />
      <div style={{ height: 600 }}>
        <ChatWindow conversationID={`C2C${peer.userID}`} narrow={false} />
      </div>
    </ChatProvider>,
  );
}

it('opens a side panel with the text tab first, finds the conversation’s messages and goes to one', async () => {
  renderWindow();
  fireEvent.click(screen.getByRole('button', { name: '搜索会话内容' }));
  const panel = screen.getByRole('complementary', { name: '搜索会话内容' });
  expect(within(panel).getByRole('heading', { name: '搜索会话内容' })).toBeTruthy();
  const tabs = await within(panel).findByRole('tablist', { name: '消息类型' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
  ).toEqual([
    ['文本', 'true'],
    ['文件', 'false'],
    ['图片/视频', 'false'],
    ['其他', 'false'],
  ]);
  fireEvent.change(within(panel).getByRole('searchbox'), { target: { value: 'portfolio' } });
  const row = await waitFor(() => {
    const found = panel.querySelector(`button[data-message-id="${textID}"]`) as HTMLElement | null;
    expect(found).not.toBeNull();
    return found!;
  });
  expect(row.querySelector('mark')?.textContent).toBe('Portfolio');
  expect(await seriousViolations(document.body)).toEqual([]);
  // The chat scrolls to the message and makes it blink.
  fireEvent.click(row);
  // The chat is asked to go to the message (the message list scrolls to a target and blinks it;
  // jsdom lays out no rows, so that part is the message list's own tests').
  await waitFor(() => expect(targets).toContain(textID));
}, 20_000);

it('the file tab lists the conversation’s files by day without keywords; close hides the panel', async () => {
  renderWindow();
  fireEvent.click(screen.getByRole('button', { name: '搜索会话内容' }));
  const panel = screen.getByRole('complementary', { name: '搜索会话内容' });
  const tabs = await within(panel).findByRole('tablist', { name: '消息类型' });
  fireEvent.mouseDown(within(tabs).getByRole('tab', { name: '文件' }), { button: 0 });
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const group = await within(panel).findByRole('region', { name: day });
  expect(within(group).getByText('作品集.pdf')).toBeTruthy();
  fireEvent.click(within(panel).getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('complementary', { name: '搜索会话内容' })).toBeNull();
  expect(screen.getByRole('button', { name: '搜索会话内容' })).toBeTruthy();
}, 20_000);

it('the image/video tab shows thumbnails under the day, not [图片]; one opens the previewer at it', async () => {
  renderWindow();
  fireEvent.click(screen.getByRole('button', { name: '搜索会话内容' }));
  const panel = screen.getByRole('complementary', { name: '搜索会话内容' });
  const tabs = await within(panel).findByRole('tablist', { name: '消息类型' });
  fireEvent.mouseDown(within(tabs).getByRole('tab', { name: '图片/视频' }), { button: 0 });
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const group = await within(panel).findByRole('region', { name: day });
  const thumbs = await waitFor(() => {
    const found = imageIDs.map((id) => group.querySelector<HTMLElement>(`button[data-message-id="${id}"]`));
    expect(found.every(Boolean)).toBe(true);
    return found as HTMLElement[];
  });
  expect(within(group).queryByText('[图片]')).toBeNull();
  for (const thumb of thumbs) expect(thumb.querySelector('img')?.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  // Newest first: two.png, then one.png; the previewer opens at the one clicked.
  fireEvent.click(thumbs[0]!);
  const previewer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  expect(within(previewer).getByTestId('previewer-counter').textContent).toBe('2 / 2');
  expect(await seriousViolations(document.body)).toEqual([]);
}, 30_000);
