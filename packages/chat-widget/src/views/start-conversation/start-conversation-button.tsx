// The conversation panel's header (docs/chat.md §2): the start-conversation menu (single chat,
// group chat). The button and the menu are up front (the menu's Radix code is LazyMenu's lazy
// chunk); what a choice starts (the friend-selection dialog) comes with the lazy panels' chunk.
import { Suspense, useRef, useState } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { LazyMenu } from '../menu/lazy-menu';

const StartConversation = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.StartConversation })));

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

type Mode = 'single' | 'multi';

export function StartConversationButton() {
  const { t } = useTranslation('chat');
  const [menuOpen, setMenuOpen] = useState(false);
  const [mode, setMode] = useState<Mode | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    setMenuOpen(false);
    // The menu is gone at once, so focus goes back to the button here.
    button.current?.focus();
  };
  return (
    <Header>
      <button ref={button} type="button" aria-haspopup="menu" aria-expanded={menuOpen} onClick={() => setMenuOpen((open) => !open)}>
        {t('conversation.startConversation')}
      </button>
      <LazyMenu
        open={menuOpen}
        onOpenChange={(open) => (open ? setMenuOpen(true) : closeMenu())}
        items={[
          { id: 'single', label: t('conversation.startSingle') },
          { id: 'multi', label: t('conversation.startGroup') },
        ]}
        label={t('conversation.startConversation')}
        layout="column"
        align="end"
        onSelect={(id) => {
          closeMenu();
          setMode(id as Mode);
        }}
      />
      {mode ? (
        <Suspense fallback={null}>
          <StartConversation mode={mode} onClose={() => setMode(null)} />
        </Suspense>
      ) : null}
    </Header>
  );
}
