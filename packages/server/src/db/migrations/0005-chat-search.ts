import { sql, type Kysely } from 'kysely';
import { searchTextOf, searchTokensOf } from '../../chat/store/search-text';
import { runStatements } from './statements';

// Cloud message search (src/chat/store/search-text.ts explains the columns). The GIN index is
// written through (fastupdate off): a pending list would be scanned by every search, and PGlite
// has no autovacuum to flush it. Migration 0014 moves the columns to a table of their own.
const statements = [
  `alter table chat_messages add column search_text text not null default ''`,
  `alter table chat_messages add column search_tokens integer[] not null default '{}'`,
  `create index chat_messages_search_idx on chat_messages using gin (search_tokens) with (fastupdate = off)`,
];

const BATCH = 1000;

/**
 * Computes the search columns of the messages stored before this migration, a batch at a time
 * in id order; revoked ones keep empty ones. This migration's own copy: the live indexer
 * (src/chat/store/search-indexer.ts) writes migration 0014's table, which does not exist yet.
 */
async function backfillColumns(db: Kysely<any>): Promise<void> {
  let last = 0;
  for (;;) {
    const { rows } = await sql<{ id: string | number; conversationKey: string; type: string; payload: Record<string, unknown>; isRevoked: boolean }>`
      select id, conversation_key as "conversationKey", type, payload, is_revoked as "isRevoked"
      from chat_messages where id > ${last} order by id limit ${BATCH}
    `.execute(db);
    if (rows.length === 0) return;
    const values = rows.map((r) => {
      const text = r.isRevoked ? '' : searchTextOf(r.type, r.payload);
      return { id: Number(r.id), t: text, k: searchTokensOf(r.conversationKey, text) };
    });
    await sql`
      update chat_messages m set search_text = x.t, search_tokens = x.k
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(id bigint, t text, k integer[])
      where m.id = x.id
    `.execute(db);
    last = Number(rows.at(-1)!.id);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
  await backfillColumns(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, [
    'drop index if exists chat_messages_search_idx',
    'alter table chat_messages drop column if exists search_tokens',
    'alter table chat_messages drop column if exists search_text',
  ]);
}
