import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

// Emoji reactions to chat messages (src/chat/store/reactions.ts): one row per user per reaction
// per message. seq orders a reaction's users (oldest first) and is the cursor of
// getAllUserListOfMessageReaction's pages. A message's rows go with it.
const statements = [
  `create table chat_message_reactions (
    seq bigserial primary key,
    message_id bigint not null references chat_messages(id) on delete cascade,
    reaction_id text not null,
    user_id text not null,
    created_at timestamptz not null default now(),
    unique (message_id, reaction_id, user_id)
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
