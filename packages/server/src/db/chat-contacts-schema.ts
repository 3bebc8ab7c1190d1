// The chat service's contact tables (migrations/0003-chat-contacts.ts), as Kysely sees them.
export interface ChatContactTables {}
