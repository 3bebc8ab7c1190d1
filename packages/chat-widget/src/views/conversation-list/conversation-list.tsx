// The virtualized list of conversations, or 暂无沟通记录 when there is none.
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { ConversationItem, type ConversationItemProps } from './conversation-item';
import { ConversationMenu } from './conversation-menu';

export interface ConversationRow extends Omit<ConversationItemProps, 'onSelect'> {
  group: boolean;
}

export interface ConversationListProps {
  rows: ConversationRow[];
  onSelect(conversationID: string): void;
  onDelete(row: ConversationRow): void;
  onTogglePin(row: ConversationRow): void;
  onToggleMute(row: ConversationRow): void;
}

const Empty = styled.div`
  padding: 40px 16px;
  text-align: center;
  color: ${v.textSecondary};
`;

export function ConversationList({ rows, onSelect, onDelete, onTogglePin, onToggleMute }: ConversationListProps) {
  const { t } = useTranslation('chat');
  if (rows.length === 0) return <Empty>{t('conversation.empty')}</Empty>;
  const anyActive = rows.some((row) => row.active);
  return (
    <Virtuoso
      role="listbox"
      aria-label={t('conversation.listLabel')}
      style={{ height: '100%' }}
      data={rows}
      computeItemKey={(_, row) => row.conversationID}
      // jsdom lays nothing out: render a first screenful anyway.
      initialItemCount={Math.min(rows.length, 20)}
      itemContent={(index, row) => (
        <ConversationMenu
          pinned={row.pinned}
          muted={row.muted}
          onDelete={() => onDelete(row)}
          onTogglePin={() => onTogglePin(row)}
          onToggleMute={() => onToggleMute(row)}
        >
          <ConversationItem {...row} tabStop={anyActive ? row.active : index === 0} onSelect={() => onSelect(row.conversationID)} />
        </ConversationMenu>
      )}
    />
  );
}
