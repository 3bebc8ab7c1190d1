import type { ColumnType, Generated } from 'kysely';

// The chat service's reactions table (migrations/0019-chat-reactions.ts), as Kysely sees it.

export interface ChatMessageReactionsTable {
  seq: Generated<number>;
  messageId: number;
  reactionId: string;
  userId: string;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ChatReactionTables {
  chatMessageReactions: ChatMessageReactionsTable;
}
