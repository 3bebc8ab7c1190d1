import type { ColumnType } from 'kysely';

// The chat service's group administration tables (migrations/0004-chat-group-admin.ts), as Kysely sees them.

export type ChatApplicationStatus = 'Pending' | 'Agreed' | 'Rejected';

export interface ChatGroupApplicationsTable {
  groupId: string;
  applicant: string;
  note: ColumnType<string, string | undefined, string>;
  status: ColumnType<ChatApplicationStatus, ChatApplicationStatus | undefined, ChatApplicationStatus>;
  handledBy: ColumnType<string, string | undefined, string>;
  handleMessage: ColumnType<string, string | undefined, string>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  handledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ChatGroupAdminTables {
  chatGroupApplications: ChatGroupApplicationsTable;
}
