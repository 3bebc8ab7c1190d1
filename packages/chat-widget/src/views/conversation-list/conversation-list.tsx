// The list of conversations, or 暂无沟通记录 when there is none. The virtualiser (react-virtuoso)
// is a lazy chunk, loaded once the shell has rendered (preloadConversationList): until it is in,
// the first rows show as a plain listbox, the same rows it starts with, so nothing waits on it.
// The swap replaces the rows' elements: a row that had the keyboard focus hands it to its twin.
import { Suspense, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { lazyWithRetry, preloader } from '../common/lazy-panel';
import { conversationRow, FIRST_ROWS, type ConversationListProps } from './conversation-rows';

export type { ConversationListProps, ConversationRow } from './conversation-rows';

const chunk = preloader(() => import('./virtual-conversation-list'));
/** Starts loading the virtualised list's chunk (once; again after a failed load). */
export const preloadConversationList = chunk.load;
/** Loads the virtualised list's chunk once the calling view has mounted. */
export const usePreloadConversationList = chunk.usePreload;

const VirtualConversationList = lazyWithRetry(preloadConversationList);

const Empty = styled.div`
  padding: 40px 16px;
  text-align: center;
  color: ${v.textSecondary};
`;

const FirstRows = styled.div`
  height: 100%;
  overflow-y: auto;
`;

/** Before its rows leave the page, records which one holds the focus (its conversation ID). */
function PlainConversationList({ focusHandoff, ...props }: ConversationListProps & { focusHandoff: RefObject<string | null> }) {
  const { t } = useTranslation('chat');
  // A layout effect's clean-up runs while the removed rows are still in the document.
  useLayoutEffect(
    () => () => {
      focusHandoff.current = document.activeElement?.closest<HTMLElement>('[role="option"]')?.dataset.conversationId ?? null;
    },
    [focusHandoff],
  );
  return (
    <FirstRows role="listbox" aria-label={t('conversation.listLabel')}>
      {props.rows.slice(0, FIRST_ROWS).map((row, index) => (
        <div key={row.conversationID}>{conversationRow(props, index, row)}</div>
      ))}
    </FirstRows>
  );
}

export function ConversationList(props: ConversationListProps) {
  const { t } = useTranslation('chat');
  const focusHandoff = useRef<string | null>(null);
  if (props.rows.length === 0) return <Empty>{t('conversation.empty')}</Empty>;
  return (
    <Suspense fallback={<PlainConversationList {...props} focusHandoff={focusHandoff} />}>
      <VirtualConversationList {...props} focusHandoff={focusHandoff} />
    </Suspense>
  );
}
