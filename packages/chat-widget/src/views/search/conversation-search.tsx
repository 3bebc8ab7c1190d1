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
  /** A phone: the panel covers the chat, its close button reads 返回, and going to a message closes it. */
  fullScreen?: boolean;
}

export function ConversationSearch({ conversationID, onOpenMessage, fullScreen = false }: ConversationSearchProps) {
  const { t } = useTranslation('chat');
  const { open, text, setText, start, close } = useSearchInput();
  if (!open)
    return (
      <button type="button" aria-label={t('search.inConversationTitle')} title={t('search.inConversationTitle')} onClick={start}>
        🔍
      </button>
    );
  return (
    <SidePanel role="complementary" aria-label={t('search.inConversationTitle')} data-search-panel data-full={fullScreen || undefined}>
      <header>
        {fullScreen ? (
          <button type="button" onClick={close}>
            ‹ {t('search.back')}
          </button>
        ) : null}
        <h2>{t('search.inConversationTitle')}</h2>
        {fullScreen ? null : (
          <button type="button" onClick={close}>
            {t('search.close')}
          </button>
        )}
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
        <SearchSession
          mode="conversation"
          conversationID={conversationID}
          text={text}
          onOpen={(_, messageID) => {
            if (!messageID) return;
            if (fullScreen) close(); // the message shows in the chat the panel covered
            onOpenMessage(messageID);
          }}
        />
      </Suspense>
    </SidePanel>
  );
}
