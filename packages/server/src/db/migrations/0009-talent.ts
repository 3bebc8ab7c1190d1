import type { Kysely } from 'kysely';
import { runStatements } from './statements';

// Schema for the console's resume submissions, open resume search, talent pool, favourites, contacts and union recommendations (issue 17).
// A submission is unread until a company user opens it (viewed_at); its other states (scored,
// interview) are derived from company_scores and interviews, so they cannot disagree with them.
// A union recommendation is pending (1) until accepted (2) or dismissed (3).
const statements: string[] = [
  `alter table resume_submissions add column viewed_at timestamptz`,
  `create index resume_submissions_company_idx on resume_submissions (company_id, created_at desc)`,
  `alter table talent_pool_entries add column tags jsonb not null default '[]'::jsonb`,
  `alter table union_recommendations add column status smallint not null default 1`,
  `alter table union_recommendations add column handled_at timestamptz`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, [
    `alter table union_recommendations drop column if exists handled_at`,
    `alter table union_recommendations drop column if exists status`,
    `alter table talent_pool_entries drop column if exists tags`,
    `drop index if exists resume_submissions_company_idx`,
    `alter table resume_submissions drop column if exists viewed_at`,
  ]);
}
