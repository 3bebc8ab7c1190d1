import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

// Password-reset codes: only a salted hash is kept; a code expires, is used once, and allows a
// few wrong tries (src/http/password-reset.ts).
const statements = [
  `create table password_reset_codes (
    id serial primary key,
    user_id integer not null references users(id),
    code_hash text not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    attempts integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create index password_reset_codes_user_idx on password_reset_codes (user_id, id desc)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
