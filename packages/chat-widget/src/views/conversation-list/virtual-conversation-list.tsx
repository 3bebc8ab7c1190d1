// The virtualised conversation list (react-virtuoso): a chunk of its own, out of the widget's
// first download; conversation-list.tsx shows the first rows plainly until it is in.
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import { conversationRow, FIRST_ROWS, type ConversationListProps } from './conversation-rows';

export default function VirtualConversationList(props: ConversationListProps) {
  const { t } = useTranslation('chat');
  const { rows } = props;
  return (
    <Virtuoso
      role="listbox"
      aria-label={t('conversation.listLabel')}
      style={{ height: '100%' }}
      data={rows}
      computeItemKey={(_, row) => row.conversationID}
      // jsdom lays nothing out: render a first screenful anyway.
      initialItemCount={Math.min(rows.length, FIRST_ROWS)}
      itemContent={(index, row) => conversationRow(props, index, row)}
    />
  );
}
