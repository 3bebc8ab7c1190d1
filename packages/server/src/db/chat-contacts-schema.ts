import type { ColumnType, Generated } from 'kysely';

// The chat service's contact tables (migrations/0003-chat-contacts.ts), as Kysely sees them.
/** Unix seconds in a bigint column: read back as a string by the drivers, written as a number. */
type Seconds = ColumnType<string | number, number, number>;

export type ChatAllowType = 'AllowType_Type_AllowAny' | 'AllowType_Type_NeedConfirm' | 'AllowType_Type_DenyAny';

export interface ChatFriendsTable {
  userId: string;
  friendId: string;
  remark: Generated<string>;
  addSource: Generated<string>;
  addWording: Generated<string>;
  addTime: Seconds;
}

export interface ChatFriendApplicationsTable {
  applicant: string;
  target: string;
  source: string;
  wording: Generated<string>;
  remark: Generated<string>;
  createdAt: Seconds;
  isRead: Generated<boolean>;
}

export interface ChatBlacklistTable {
  userId: string;
  blockedId: string;
  addedAt: Seconds;
}

export interface ChatFriendSettingsTable {
  userId: string;
  allowType: ChatAllowType;
}

export interface ChatContactTables {
  chatFriends: ChatFriendsTable;
  chatFriendApplications: ChatFriendApplicationsTable;
  chatBlacklist: ChatBlacklistTable;
  chatFriendSettings: ChatFriendSettingsTable;
}
