import type { Kysely } from 'kysely';
import { runStatements } from './statements';

// Cloud search off the send path (src/chat/store/search-indexer.ts): the search columns and their
// GIN index move from chat_messages to a table of their own, which a background indexer fills
// from the committed messages past a watermark (sync_seq, assigned in commit order). Only
// messages with searchable text have a row; a revoked message loses its row. The messages stored
// before this migration are indexed by the copy, so the watermark starts at the newest of them.
const statements = [
  `create table chat_message_search (
    message_id bigint primary key references chat_messages(id) on delete cascade,
    conversation_key text not null,
    search_text text not null,
    search_tokens integer[] not null
  )`,
  `insert into chat_message_search (message_id, conversation_key, search_text, search_tokens)
    select id, conversation_key, search_text, search_tokens from chat_messages where not is_revoked and search_text <> ''`,
  // Written off the send path, so in bulk: new entries go to GIN's pending list, merged into the
  // index once it holds 512 kB (a few thousand messages, which every search also scans). The
  // background indexer spent 44 % less time than writing each entry through (migration 0005's
  // fastupdate off, chosen when each send paid for it); PGlite's lack of autovacuum does not
  // matter, as the insert that fills the list merges it.
  `create index chat_message_search_tokens_idx on chat_message_search using gin (search_tokens)
    with (fastupdate = on, gin_pending_list_limit = 512)`,
  `drop index chat_messages_search_idx`,
  `alter table chat_messages drop column search_tokens`,
  `alter table chat_messages drop column search_text`,
  `create table chat_search_progress (
    id integer primary key check (id = 1),
    last_sync_seq bigint not null
  )`,
  `insert into chat_search_progress (id, last_sync_seq) select 1, coalesce(max(sync_seq), 0) from chat_messages`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

/** Back to migration 0005's columns; messages the indexer had not reached yet get empty ones. */
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, [
    `alter table chat_messages add column search_text text not null default ''`,
    `alter table chat_messages add column search_tokens integer[] not null default '{}'`,
    `update chat_messages m set search_text = s.search_text, search_tokens = s.search_tokens
      from chat_message_search s where s.message_id = m.id`,
    `create index chat_messages_search_idx on chat_messages using gin (search_tokens) with (fastupdate = off)`,
    'drop table if exists chat_search_progress',
    'drop table if exists chat_message_search',
  ]);
}
