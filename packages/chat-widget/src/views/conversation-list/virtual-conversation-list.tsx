// The virtualised conversation list (react-virtuoso): a chunk of its own, out of the widget's
// first download; conversation-list.tsx shows the first rows plainly until it is in.
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import { conversationRow, FIRST_ROWS, type ConversationListProps } from './conversation-rows';

/** Focuses the row the plain first rows handed over (conversation-list.tsx), if the focus was lost with them. */
function useFocusHandoff(scroller: HTMLElement | null, focusHandoff: RefObject<string | null>) {
  useEffect(() => {
    const conversationID = focusHandoff.current;
    // Only a focus lost with the first rows moves: focus elsewhere stays.
    if (!scroller || !conversationID || (document.activeElement ?? document.body) !== document.body) return;
    focusHandoff.current = null;
    [...scroller.querySelectorAll<HTMLElement>('[role="option"]')].find((option) => option.dataset.conversationId === conversationID)?.focus();
  }, [scroller, focusHandoff]);
}

export default function VirtualConversationList({ focusHandoff, ...props }: ConversationListProps & { focusHandoff: RefObject<string | null> }) {
  const { t } = useTranslation('chat');
  const { rows } = props;
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  useFocusHandoff(scroller, focusHandoff);
  return (
    <Virtuoso
      scrollerRef={(el) => setScroller(el instanceof HTMLElement ? el : null)}
      role="listbox"
      aria-label={t('conversation.listLabel')}
      // One tab stop, the current row's (conversation-item.tsx): the scroller is not another.
      tabIndex={-1}
      style={{ height: '100%' }}
      data={rows}
      computeItemKey={(_, row) => row.conversationID}
      // jsdom lays nothing out: render a first screenful anyway.
      initialItemCount={Math.min(rows.length, FIRST_ROWS)}
      itemContent={(index, row) => conversationRow(props, index, row)}
    />
  );
}
