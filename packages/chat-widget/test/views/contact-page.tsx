// Page object of the contact page for the live view tests: renders <Chat/> on its contact tab and
// finds its parts by role and name, as a user would.
import { fireEvent, render, screen } from '@testing-library/react';
import type { ChatEngine } from '../../src/engine';
import { ChatProvider } from '../../src/shell/chat-provider';
import type { ChatFeatures } from '../../src/provider/options-context';
import { Chat } from '../../src/shell/chat';

export async function openContacts(engine: ChatEngine, features: Partial<ChatFeatures> = {}) {
  const view = render(
    <ChatProvider engine={engine} features={features}>
      <Chat />
    </ChatProvider>,
  );
  fireEvent.mouseDown(screen.getByRole('tab', { name: '通讯录' }), { button: 0 });
  await screen.findByRole('searchbox', { name: '添加好友/群聊' });
  return view;
}

/** A section's trigger (its name, then its counts). */
export const section = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
export const expanded = (name: string) => section(name).getAttribute('aria-expanded') === 'true';
/** A contact row, by the name it starts with (an application's wording follows it). */
export const row = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });
export const searchBox = () => screen.getByRole('searchbox', { name: '添加好友/群聊' });
export const detail = () => screen.getByRole('region', { name: '通讯录' });

export function searchFor(id: string) {
  fireEvent.focus(searchBox());
  fireEvent.change(searchBox(), { target: { value: id } });
  fireEvent.keyDown(searchBox(), { key: 'Enter' });
}
