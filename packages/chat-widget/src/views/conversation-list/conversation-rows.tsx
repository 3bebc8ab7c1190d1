// One row of the conversation listbox (its menu around the item), shared by the virtualised list
// (virtual-conversation-list.tsx, a lazy chunk) and the plain first rows shown until it is in.
import type { ConversationItemProps } from './conversation-item';
import { ConversationItem } from './conversation-item';
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

/** How many rows show before the list is measured (and in jsdom, which lays nothing out). */
export const FIRST_ROWS = 20;

/** The row at `index`: one tab stop for the list, the active row's or else the first's. */
export function conversationRow({ rows, onSelect, onDelete, onTogglePin, onToggleMute }: ConversationListProps, index: number, row: ConversationRow) {
  const anyActive = rows.some((each) => each.active);
  return (
    <ConversationMenu
      pinned={row.pinned}
      muted={row.muted}
      onDelete={() => onDelete(row)}
      onTogglePin={() => onTogglePin(row)}
      onToggleMute={() => onToggleMute(row)}
    >
      <ConversationItem {...row} tabStop={anyActive ? row.active : index === 0} onSelect={() => onSelect(row.conversationID)} />
    </ConversationMenu>
  );
}
