/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// A conversation's life in the whole chat, against the real chat service: deleting the one that
// is open empties the chat to the default slot.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '../../test/dom/live-chat';
import type { ChatEngine } from '../engine';
import { ChatProvider } from './chat-provider';
import { Chat } from './chat';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c11');
}, 60_000);
afterAll(() => live?.close());

const row = (conversationID: string) => document.querySelector<HTMLElement>(`[role="option"][data-conversation-id="${conversationID}"]`);

function renderChat(engine: ChatEngine) {
  return render(
    <ChatProvider engine={engine}>
      <div style={{ height: 600 }}>
        <Chat />
      </div>
    </ChatProvider>,
  );
}

it('deleting the open conversation empties the chat to the default slot', async () => {
  const conversationID = `C2C${peer.userID}`;
  await act(
    async () => void (await peer.chat.sendMessage(peer.chat.createTextMessage({ to: hr.userID, conversationType: 'C2C', payload: { text: '删除会话测试' } }))),
  );
  renderChat(hr.chat);
  expect(await screen.findByText('请选择会话')).toBeTruthy();
  await waitFor(() => expect(row(conversationID)).not.toBeNull());
  fireEvent.click(row(conversationID)!);
  await screen.findByRole('textbox');
  await waitFor(() => expect(document.querySelector(`section[data-conversation-id="${conversationID}"]`)?.textContent).toContain('删除会话测试'));

  fireEvent.contextMenu(row(conversationID)!);
  fireEvent.click(within(await screen.findByRole('menu')).getByText('删除会话'));
  fireEvent.click(within(await screen.findByRole('dialog')).getByText('确定'));

  await waitFor(() => expect(row(conversationID)).toBeNull());
  expect(await screen.findByText('请选择会话')).toBeTruthy();
  expect(document.querySelector(`section[data-conversation-id="${conversationID}"]`)).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
}, 30_000);
