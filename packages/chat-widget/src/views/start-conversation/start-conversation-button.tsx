// The conversation panel's header (spec/chat.md §2): the start-conversation entry. Only the
// button is in the first download; its menu (single chat, group chat) and the friend-selection
// dialog come with the lazy panels' chunk (lazy-panels.ts) on the first click.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';

const StartConversation = lazy(() => import('../lazy-panels').then((panels) => ({ default: panels.StartConversation })));

const Header = styled.div`
  position: relative;
  display: flex;
  justify-content: flex-end;
  padding: 4px 12px;
  button {
    border: 0;
    background: transparent;
    color: ${v.primary};
    cursor: pointer;
  }
`;

export function StartConversationButton() {
  const { t } = useTranslation('chat');
  const [menuOpen, setMenuOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Header>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => {
          setWanted(true);
          setMenuOpen((open) => !open);
        }}
      >
        {t('conversation.startConversation')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <StartConversation
            menuOpen={menuOpen}
            onMenuOpenChange={(open) => {
              setMenuOpen(open);
              // The menu is gone at once, so focus goes back to the button here.
              if (!open) button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </Header>
  );
}
