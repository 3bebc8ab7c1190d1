import type { ColumnType, Generated } from 'kysely';

// The local chat service's tables (migrations/0002-chat.ts), as Kysely sees them (camelCase).
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export type ChatConversationType = 'C2C' | 'GROUP';
export type ChatGroupType = 'Private' | 'Public' | 'ChatRoom' | 'AVChatRoom' | 'Community';
export type ChatGroupRole = 'Owner' | 'Admin' | 'Member';
export type ChatJoinOption = 'FreeAccess' | 'NeedPermission' | 'DisableApply';
export type ChatRemindType = 'AcceptAndNotify' | 'AcceptNotNotify' | 'Discard';

export interface ChatProfilesTable {
  userId: string;
  nick: Generated<string>;
  avatar: Generated<string>;
  selfSignature: Generated<string>;
  updatedAt: UpdatedAt;
}

export interface ChatConversationsTable {
  conversationKey: string;
  lastSequence: Generated<number>;
}

export interface ChatGroupsTable {
  groupId: string;
  type: ChatGroupType;
  name: string;
  avatar: Generated<string>;
  introduction: Generated<string>;
  notification: Generated<string>;
  ownerId: string;
  joinOption: ChatJoinOption;
  muteAllMembers: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface ChatGroupMembersTable {
  groupId: string;
  userId: string;
  role: ChatGroupRole;
  /** Unix seconds; muted while in the future. */
  muteUntil: Generated<number>;
  historyFrom: Generated<number>;
  joinedAt: CreatedAt;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  syncSeq: Generated<number>;
  conversationKey: string;
  conversationType: ChatConversationType;
  sequence: number;
  clientId: string;
  sender: string;
  receiver: string;
  type: string;
  payload: Json<Record<string, unknown>>;
  cloudCustomData: Generated<string>;
  atUserList: Json<string[]>;
  needReadReceipt: Generated<boolean>;
  priority: Generated<string>;
  nick: Generated<string>;
  avatar: Generated<string>;
  isRevoked: Generated<boolean>;
  revoker: Generated<string>;
  createdAt: CreatedAt;
}

/**
 * Cloud search (migrations/0014, chat/store/search-text.ts): a row per message with searchable
 * text, written by the indexer (chat/store/search-indexer.ts), deleted when the message is revoked.
 */
export interface ChatMessageSearchTable {
  messageId: number;
  conversationKey: string;
  searchText: string;
  searchTokens: number[];
}

/** The indexer's watermark: every message up to this sync_seq is indexed. One row, id 1. */
export interface ChatSearchProgressTable {
  id: number;
  lastSyncSeq: number;
}

export interface ChatUserConversationsTable {
  userId: string;
  conversationKey: string;
  conversationType: ChatConversationType;
  peer: string;
  unreadCount: Generated<number>;
  readSequence: Generated<number>;
  isPinned: Generated<boolean>;
  remindType: Generated<ChatRemindType>;
  hiddenUpTo: Generated<number>;
  isDeleted: Generated<boolean>;
  updatedAt: UpdatedAt;
  /** The group's name when the user stopped belonging to it ('' while a member, and for C2C). */
  groupName: Generated<string>;
}

export interface ChatDeletedMessagesTable {
  userId: string;
  messageId: number;
}

export interface ChatMessageReadsTable {
  messageId: number;
  userId: string;
  readAt: CreatedAt;
}
