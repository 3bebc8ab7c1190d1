// In-conversation search (container): a header button opens a side panel titled 搜索会话内容
// with its own input, the type and time tabs (text first) and the results; a result scrolls the
// chat to its message. The session (machine and panel) is a lazy chunk, loaded when it opens.
import { Suspense } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import { useTranslation } from 'react-i18next';
import { useSearchInput } from './use-search-input';
import { Bar, Note, SidePanel } from './search.styles';

const SearchSession = lazyWithRetry(() => import('./search-session'));

export interface ConversationSearchProps {
  conversationID: string;
  /** Go to a message of this conversation. */
  onOpenMessage(messageID: string): void;
}

export function ConversationSearch({ conversationID, onOpenMessage }: ConversationSearchProps) {
  const { t } = useTranslation('chat');
  const { open, text, setText, start, close } = useSearchInput();
  if (!open)
    return (
      <button type="button" aria-label={t('search.inConversationTitle')} title={t('search.inConversationTitle')} onClick={start}>
        🔍
      </button>
    );
  return (
    <SidePanel role="complementary" aria-label={t('search.inConversationTitle')}>
      <header>
        <h2>{t('search.inConversationTitle')}</h2>
        <button type="button" onClick={close}>
          {t('search.close')}
        </button>
      </header>
      <Bar role="search">
        <input
          type="search"
          aria-label={t('search.placeholder')}
          placeholder={t('search.placeholder')}
          value={text}
          autoFocus
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && close()}
        />
      </Bar>
      <Suspense fallback={<Note role="status">{t('search.loading')}</Note>}>
        <SearchSession mode="conversation" conversationID={conversationID} text={text} onOpen={(_, messageID) => messageID && onOpenMessage(messageID)} />
      </Suspense>
    </SidePanel>
  );
}
