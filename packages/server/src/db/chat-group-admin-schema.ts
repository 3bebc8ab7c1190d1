// The chat service's group administration tables (migrations/0004-chat-group-admin.ts), as Kysely sees them.
export interface ChatGroupAdminTables {}
