// The launcher and the host's unread event (issue 18): <ChatModal launcher/> shows a round button
// named after the unread total that opens and closes the modal; the provider tells the host the
// total ('unread-change') once after login and on each change.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeUnreadEngine } from '../../test/fake-unread-engine';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { createChatEvents } from '../provider/chat-events';
import { ChatModal } from './chat-modal';
import { ChatProvider } from './chat-provider';
import type { Locale } from '../i18n/catalogue';
import { preloadLocale } from '../i18n/create-i18n';

function show({ unread = 0, launcher = true, locale }: { unread?: number; launcher?: boolean; locale?: Locale } = {}) {
  const fake = fakeUnreadEngine(unread);
  const events = createChatEvents();
  const told: number[] = [];
  events.on('unread-change', ({ total }) => told.push(total));
  render(
    <ChatProvider engine={fake.engine} events={events} locale={locale}>
      <ChatModal events={events} launcher={launcher}>
        <p>chat here</p>
      </ChatModal>
    </ChatProvider>,
  );
  return { fake, events, told };
}

it('tells the host the unread total once after login, then each change, never the same twice', async () => {
  const { fake, told } = show({ unread: 3, launcher: false });
  await waitFor(() => expect(told).toEqual([3]));
  act(() => fake.announce(3));
  act(() => fake.listChanged(4));
  act(() => fake.announce(4));
  act(() => fake.announce(0));
  expect(told).toEqual([3, 4, 0]);
  // No launcher unless asked for.
  expect(screen.queryByRole('button', { name: /打开聊天/ })).toBeNull();
});

it('opens the chat, shows the unread count (99+ beyond 99) in its badge and name, and closes the chat', async () => {
  const { fake } = show({ unread: 3 });
  const launcher = await screen.findByRole('button', { name: '打开聊天，3 条未读' });
  expect(launcher.getAttribute('aria-expanded')).toBe('false');
  expect(launcher.textContent).toBe('3');
  expect(await seriousViolations(document.body)).toEqual([]);

  fireEvent.click(launcher);
  expect(await screen.findByRole('dialog', { name: '聊天' })).toBeTruthy();
  expect(launcher.getAttribute('aria-expanded')).toBe('true');

  act(() => fake.announce(150));
  expect(launcher.getAttribute('aria-label')).toBe('打开聊天，99+ 条未读');
  expect(launcher.textContent).toBe('99+');

  // A press on the launcher is no press outside the dialog, and takes no focus from the chat's
  // trap (which would hand it to a tab of the chat): its click closes the chat, once.
  fireEvent.pointerDown(launcher);
  expect(fireEvent.mouseDown(launcher)).toBe(false);
  fireEvent.click(launcher);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(launcher.getAttribute('aria-expanded')).toBe('false');

  act(() => fake.announce(0));
  expect(launcher.getAttribute('aria-label')).toBe('打开聊天');
  expect(launcher.textContent).toBe('');

  // The keyboard reaches it and opens with it (a native button).
  launcher.focus();
  expect(document.activeElement).toBe(launcher);
  fireEvent.click(launcher);
  expect(await screen.findByRole('dialog', { name: '聊天' })).toBeTruthy();
});

it('is named in the widget language', async () => {
  await Promise.all([preloadLocale('en-US'), preloadLocale('zh-TW')]);
  show({ unread: 2, locale: 'en-US' });
  expect(await screen.findByRole('button', { name: 'Open chat, 2 unread' })).toBeTruthy();
});
