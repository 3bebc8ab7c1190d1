import { sql, type Kysely } from 'kysely';
import { runStatements } from './statements';

// Schema for the console's job management, the dashboard, recruiter cards and personal info (issue 17).
// welfare is jsonb (an array of tag strings): the same on PGlite and PostgreSQL, written as JSON text.
const statements: string[] = [
  `alter table jobs add column category text`,
  `alter table jobs add column welfare jsonb not null default '[]'`,
  `alter table jobs add column contact_name text`,
  `alter table jobs add column contact_mobile text`,
  `alter table jobs add column refreshed_at timestamptz`,
  `alter table jobs add column expires_at timestamptz`,
  // The dashboard's expiring jobs: published ones of a company by expiry.
  `create index jobs_company_expires_idx on jobs(company_id, status, expires_at)`,
  // The card's own name and picture (the user's name and avatar are the account's).
  `alter table recruiter_cards add column name text`,
  `alter table recruiter_cards add column avatar text`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop index if exists jobs_company_expires_idx').execute(db);
  for (const column of ['category', 'welfare', 'contact_name', 'contact_mobile', 'refreshed_at', 'expires_at']) {
    await sql.raw(`alter table jobs drop column if exists ${column}`).execute(db);
  }
  for (const column of ['name', 'avatar']) {
    await sql.raw(`alter table recruiter_cards drop column if exists ${column}`).execute(db);
  }
}
