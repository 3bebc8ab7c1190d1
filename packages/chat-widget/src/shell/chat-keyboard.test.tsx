/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The whole chat by keyboard, against the real chat service (issue 7 "Accessibility"): the shell's
// tabs with the arrow keys, a conversation found and opened from the list, a message typed and
// sent with Enter, a bubble's action menu opened with Shift+F10 and walked with the arrows,
// Escape closing menus and dialogs with focus back where it was.
import { render, screen, waitFor, within } from '@testing-library/react';
import { nextMessage, startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { focused, press, tab, tabUntil } from '../../test/dom/keyboard';
import type { ChatEngine } from '../engine';
import { ChatProvider } from '../shell/chat-provider';
import { Chat } from './chat';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c9');
  await peer.chat.sendMessage(peer.chat.createTextMessage({ to: hr.userID, conversationType: 'C2C', payload: { text: '键盘测试：您好' } }));
}, 60_000);
afterAll(() => live?.close());

const conversationID = () => `C2C${peer.userID}`;
const isPeerRow = (el: Element) => el.getAttribute('role') === 'option' && el.getAttribute('data-conversation-id') === conversationID();
const bubbleWith = (text: string) => (el: Element) => el.hasAttribute('aria-keyshortcuts') && (el.textContent ?? '').includes(text);

/** ArrowDown through an open menu until the item `label` has focus (Radix moves it on the next tick). */
async function arrowTo(label: string) {
  await waitFor(() => expect(focused().closest('[role="menu"]')).not.toBeNull());
  for (let i = 0; i < 8 && focused().textContent !== label; i += 1) {
    const from = focused();
    press('ArrowDown');
    await waitFor(() => expect(focused()).not.toBe(from));
  }
  expect(focused().textContent).toBe(label);
}

function renderChat() {
  render(
    <ChatProvider engine={hr.chat}>
      <div style={{ height: 600 }}>
        <Chat />
      </div>
    </ChatProvider>,
  );
}

it('tabs, list, composer, a message menu and a dialog, all from the keyboard', async () => {
  renderChat();
  await waitFor(() => expect(document.querySelector(`[data-conversation-id="${conversationID()}"]`)).not.toBeNull());

  // The shell's tabs: Tab reaches the selected one; the arrows move and select (vertical tabs).
  const tabs = screen.getByRole('tablist', { name: '聊天' });
  expect(tab()).toBe(within(tabs).getByRole('tab', { name: '会话' }));
  press('ArrowDown');
  await waitFor(() => expect(focused()).toBe(within(tabs).getByRole('tab', { name: '通讯录' })));
  await waitFor(() => expect(focused().getAttribute('aria-selected')).toBe('true'));
  press('ArrowUp');
  await waitFor(() => expect(within(tabs).getByRole('tab', { name: '会话' }).getAttribute('aria-selected')).toBe('true'));

  // The list is one tab stop; the arrows go through its conversations; Enter opens one.
  const first = tabUntil((el) => el.getAttribute('role') === 'option');
  expect(first.tabIndex).toBe(0);
  for (let i = 0; i < 30 && !isPeerRow(focused()); i += 1) press('ArrowDown');
  expect(isPeerRow(focused())).toBe(true);
  press('Enter');
  await waitFor(() => expect(document.querySelector(`section[data-conversation-id="${conversationID()}"]`)).not.toBeNull());
  await waitFor(() => expect(focused().getAttribute('aria-selected')).toBe('true'));

  // On to the composer: type, Enter sends.
  const input = tabUntil((el) => el.getAttribute('aria-label') === '请输入消息') as HTMLTextAreaElement;
  const received = nextMessage(peer.chat, (m) => m.type === 'TIMTextElem' && m.payload.text === '键盘发送的消息');
  const { fireEvent } = await import('@testing-library/react');
  fireEvent.change(input, { target: { value: '键盘发送的消息' } });
  press('Enter');
  expect((await received).payload).toEqual({ text: '键盘发送的消息' });
  // Wait for the bubble itself: the conversation list's preview shows the same text, sometimes first.
  await waitFor(() => expect([...document.querySelectorAll('[aria-keyshortcuts]')].some(bubbleWith('键盘发送的消息'))).toBe(true));

  // Back to the bubble (Shift+Tab); Shift+F10 opens its menu, the arrows move, Escape closes.
  const bubble = tabUntil(bubbleWith('键盘发送的消息'), { shift: true });
  press('F10', { shiftKey: true });
  const menu = await screen.findByRole('menu', { name: '消息操作' });
  await waitFor(() => expect(menu.contains(focused())).toBe(true));
  press('ArrowDown');
  const one = focused();
  expect(one.getAttribute('role')).toBe('menuitem');
  press('ArrowDown');
  // Radix moves focus between items on the next tick.
  await waitFor(() => expect(focused()).not.toBe(one));
  expect(focused().getAttribute('role')).toBe('menuitem');
  press('Escape');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(focused()).toBe(bubble);

  // The ContextMenu key too; Forward (Enter on the item) opens the forward dialog; Escape closes
  // it and focus is back on the bubble.
  press('ContextMenu');
  await screen.findByRole('menu', { name: '消息操作' });
  await arrowTo('转发');
  press('Enter');
  const dialog = await screen.findByRole('dialog', { name: '转发' });
  await waitFor(() => expect(dialog.contains(focused())).toBe(true));
  // Tab stays inside the dialog.
  for (let i = 0; i < 12; i += 1) expect(dialog.contains(tab())).toBe(true);
  press('Escape');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '转发' })).toBeNull());
  await waitFor(() => expect(focused()).toBe(bubble));
}, 60_000);

it("a conversation's menu from the keyboard; its delete dialog closes with Escape and focus returns to the row", async () => {
  renderChat();
  await waitFor(() => expect(document.querySelector(`[data-conversation-id="${conversationID()}"]`)).not.toBeNull());
  tabUntil((el) => el.getAttribute('role') === 'option');
  for (let i = 0; i < 30 && !isPeerRow(focused()); i += 1) press('ArrowDown');
  const row = focused();
  expect(isPeerRow(row)).toBe(true);
  press('F10', { shiftKey: true });
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['删除会话', '置顶会话', '消息免打扰']);
  press('Escape');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(focused()).toBe(row);

  press('ContextMenu');
  await screen.findByRole('menu');
  // Opened away from a trigger, Radix focuses the menu itself; the first arrow goes to an item.
  press('ArrowDown');
  await waitFor(() => expect(focused().getAttribute('role')).toBe('menuitem'));
  await arrowTo('删除会话');
  press('Enter');
  const dialog = await screen.findByRole('dialog', { name: '删除会话' });
  await waitFor(() => expect(dialog.contains(focused())).toBe(true));
  press('Escape');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(focused()).toBe(row));
  // Nothing was deleted.
  expect(row.isConnected).toBe(true);
}, 60_000);
