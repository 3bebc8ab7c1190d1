/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The reaction row and the menu's 回应 picker against the real chat service: demo_hr's bubble
// of a message to demo_c2, who reacts through an engine of their own.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { EVENT, type ChatEngine, type Message } from '../../engine';
import type { Locale } from '../../i18n/catalogue';
import { ChatProvider } from '../../shell/chat-provider';
import { MessageActions } from '../message-actions';
import { REACTION_EMOJI } from './reaction-emoji';
import { ReactionRow } from './reaction-row';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c2');
}, 60_000);
afterAll(() => live?.close());

/** hr's message, and the same message as the peer's engine received it. */
async function sendText(text: string): Promise<{ mine: Message; theirs: Message }> {
  const received = new Promise<Message>((resolve) => {
    const handler = ({ data }: { data: Message[] }) => {
      const found = data.find((m) => m.payload && 'text' in m.payload && m.payload.text === text);
      if (!found) return;
      peer.chat.off(EVENT.MESSAGE_RECEIVED, handler);
      resolve(found);
    };
    peer.chat.on(EVENT.MESSAGE_RECEIVED, handler);
  });
  const message = hr.chat.createTextMessage({ to: peer.userID, conversationType: 'C2C', payload: { text } });
  const mine = (await hr.chat.sendMessage(message)).data.message;
  return { mine, theirs: await received };
}

function renderBubble(message: Message, locale?: Locale) {
  render(
    <ChatProvider engine={hr.chat} locale={locale}>
      <MessageActions message={message}>
        <div>bubble</div>
      </MessageActions>
      <ReactionRow message={message} />
    </ChatProvider>,
  );
}

/** A press as a browser delivers it: the pointer goes down on the open menu, then the click. */
function press(element: HTMLElement) {
  fireEvent.pointerDown(element);
  fireEvent.click(element);
}

async function pick(emoji: string) {
  fireEvent.contextMenu(await screen.findByText('bubble'));
  const menu = await screen.findByRole('menu', { name: '消息操作' });
  press(within(menu).getByText('回应'));
  const picker = await screen.findByRole('menu', { name: '选择回应表情' });
  expect(
    within(picker)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual([...REACTION_EMOJI]);
  press(within(picker).getByText(emoji));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

const chip = (emoji: string) => screen.findByRole('button', { name: `${emoji} ${1}` });

describe('the reaction row', () => {
  it('adds mine from the menu, shows the other side’s live, and a click takes mine back', async () => {
    const { mine, theirs } = await sendText('react in the row');
    renderBubble(mine);
    expect(screen.queryByTestId('reactions')).toBeNull();

    await pick('👍');
    const own = await chip('👍');
    expect(own.getAttribute('aria-pressed')).toBe('true');
    expect(own.title).toBe('我回应了👍');

    await act(() => peer.chat.addMessageReaction(theirs, '👍'));
    const both = await screen.findByRole('button', { name: '👍 2' });
    const peerNick = (await peer.chat.getMyProfile()).data.nick;
    expect(both.title).toBe(`我、${peerNick}回应了👍`);

    await act(() => peer.chat.addMessageReaction(theirs, '🎉'));
    const theirsOnly = await chip('🎉');
    expect(theirsOnly.getAttribute('aria-pressed')).toBe('false');
    expect(
      within(screen.getByTestId('reactions'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['👍 2', '🎉 1']);
    expect(await seriousViolations(document.body)).toEqual([]);

    fireEvent.click(both);
    const left = await screen.findByRole('button', { name: '👍 1' });
    expect(left.getAttribute('aria-pressed')).toBe('false');
    expect(left.title).toBe(`${peerNick}回应了👍`);

    await act(() => peer.chat.removeMessageReaction(theirs, '🎉'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /🎉/u })).toBeNull());
  });

  it('shows the reactions a message had before it was shown', async () => {
    const { mine, theirs } = await sendText('reacted before');
    await peer.chat.addMessageReaction(theirs, '❤️');
    renderBubble(mine);
    expect((await chip('❤️')).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when the message has the most reactions it may have (23005)', async () => {
    const { mine, theirs } = await sendText('full of reactions');
    for (const emoji of ['😀', '😁', '🤣', '😃', '😄', '😅', '😆', '😉', '😊', '😋']) await peer.chat.addMessageReaction(theirs, emoji);
    renderBubble(mine);
    await chip('😋');
    await pick('👍');
    expect(await screen.findByText('该消息的回应已达上限')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /👍/u })).toBeNull();
  });

  it.each([
    ['en-US' as const, 'Message actions', 'React', 'Choose a reaction', 'You reacted with 👍', 'Max reaction limit reached'],
    ['zh-TW' as const, '訊息操作', '回應', '選擇回應表情', '我回應了👍', '此訊息的回應已達上限'],
  ])('speaks %s: the menu item, the picker, who reacted and the cap', async (locale, menuName, react, pickerName, mine, capText) => {
    const { mine: message, theirs } = await sendText(`react in ${locale}`);
    renderBubble(message, locale);
    const choose = async (emoji: string) => {
      fireEvent.contextMenu(await screen.findByText('bubble'));
      press(within(await screen.findByRole('menu', { name: menuName })).getByText(react));
      press(within(await screen.findByRole('menu', { name: pickerName })).getByText(emoji));
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    };
    await choose('👍');
    expect((await chip('👍')).title).toBe(mine);
    await act(async () => {
      for (const emoji of ['😀', '😁', '🤣', '😃', '😄', '😅', '😆', '😉', '😊']) await peer.chat.addMessageReaction(theirs, emoji);
    });
    await chip('😊');
    await choose('🎉');
    expect(await screen.findByText(capText)).toBeTruthy();
  });
});
