import { sql, type Kysely } from 'kysely';
import { runStatements } from './statements';

// Where an online interview (interview_type 1) takes place: an http(s) meeting link of up to 1000
// characters, or null (none given, and always for an on-site one). The routes check the link
// (src/http/meeting-link.ts); the constraint keeps any other writer to the same limit
// (packages/server/README.md, "Contract": the interview routes).
const statements = [`alter table interviews add column meeting_link text check (char_length(meeting_link) <= 1000)`];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('alter table interviews drop column if exists meeting_link').execute(db);
}
