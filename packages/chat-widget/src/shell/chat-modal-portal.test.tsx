// Menus inside the modal portal where the modal does: with a container (the script-tag build's
// node in its shadow root), the conversation menu opens there, not in document.body.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createLocalChat } from '../engine';
import { createChatEvents } from '../provider/chat-events';
import { ChatProvider } from '../shell/chat-provider';
import { ConversationMenu } from '../views/conversation-list/conversation-menu';
import { ChatModal } from './chat-modal';

it('portals the conversation menu into the modal container', async () => {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const node = document.createElement('div');
  shadow.appendChild(node);
  const events = createChatEvents();
  const engine = createLocalChat({ url: 'ws://127.0.0.1:1/chat' });
  render(
    <ChatProvider engine={engine}>
      <ChatModal container={node} events={events}>
        <ConversationMenu pinned={false} muted={false} onDelete={() => undefined} onTogglePin={() => undefined} onToggleMute={() => undefined}>
          <span>row</span>
        </ConversationMenu>
      </ChatModal>
    </ChatProvider>,
  );
  act(() => events.emit('open-chat', {}));
  // The modal's dialog is a lazy chunk too (loaded once the modal has rendered).
  const row = await waitFor(() => {
    const span = shadow.querySelector('span');
    expect(span?.textContent).toBe('row');
    return span;
  });
  fireEvent.contextMenu(row!);
  // The menu is a lazy chunk: it appears once loaded.
  await waitFor(() => expect(shadow.querySelectorAll('[role="menuitem"]').length).toBeGreaterThan(0));
  expect(screen.queryAllByRole('menuitem')).toHaveLength(0); // none in document.body
  await engine.destroy();
});
