// Global search above the conversation list (container): the input opens search; while open,
// the search session (machine and results panel, a lazy chunk) takes the list's place; cancel
// or Escape closes it and clears the input.
import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import { useTranslation } from 'react-i18next';
import { useSearchInput } from './use-search-input';
import { Bar, Note } from './search.styles';

const SearchSession = lazyWithRetry(() => import('./search-session'));

export interface GlobalSearchProps {
  /** Open a conversation (at a message) chosen from the results. */
  onOpen(conversationID: string, messageID?: string): void;
  /** The conversation list, shown while search is closed. */
  children: ReactNode;
}

export function GlobalSearch({ onOpen, children }: GlobalSearchProps) {
  const { t } = useTranslation('chat');
  const { open: active, text, setText, start, close } = useSearchInput();
  return (
    <>
      <Bar role="search">
        <input
          type="search"
          aria-label={t('search.placeholder')}
          placeholder={t('search.placeholder')}
          value={text}
          onClick={() => start()}
          // Not on focus: tabbing through the box must not swap the list for search (keyboard
          // users go on to the list); typing opens search as a click does.
          onChange={(event) => {
            start();
            setText(event.target.value);
          }}
          onKeyDown={(event) => event.key === 'Escape' && close()}
        />
        {active && (
          <button type="button" onClick={close}>
            {t('search.cancel')}
          </button>
        )}
      </Bar>
      {active ? (
        <Suspense fallback={<Note role="status">{t('search.loading')}</Note>}>
          <SearchSession
            mode="global"
            text={text}
            onOpen={(conversationID, messageID) => {
              close();
              onOpen(conversationID, messageID);
            }}
          />
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}
