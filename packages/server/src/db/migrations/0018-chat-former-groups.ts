import { sql, type Kysely } from 'kysely';
import { runStatements } from './statements';

// A group's name as it was when a user stopped belonging to it (left, removed, or the group
// dissolved, which deletes the group's row): their conversation with it stays in their list, and
// shows that name rather than the group's ID (src/chat/conversation-list.ts).
const statements = [`alter table chat_user_conversations add column group_name text not null default ''`];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('alter table chat_user_conversations drop column if exists group_name').execute(db);
}
