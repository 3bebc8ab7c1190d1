import type { Kysely } from 'kysely';
import { backfillSearchColumns } from '../../chat/store/search-backfill';
import { runStatements } from './statements';

// Cloud message search (src/chat/store/search-text.ts explains the columns). The GIN index is
// written through (fastupdate off): a pending list would be scanned by every search, and PGlite
// has no autovacuum to flush it.
const statements = [
  `alter table chat_messages add column search_text text not null default ''`,
  `alter table chat_messages add column search_tokens integer[] not null default '{}'`,
  `create index chat_messages_search_idx on chat_messages using gin (search_tokens) with (fastupdate = off)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
  await backfillSearchColumns(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, [
    'drop index if exists chat_messages_search_idx',
    'alter table chat_messages drop column if exists search_tokens',
    'alter table chat_messages drop column if exists search_text',
  ]);
}
