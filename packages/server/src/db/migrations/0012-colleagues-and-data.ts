import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

// Schema for the console's colleagues and recruitment data (issue 19). Colleagues need no table of
// their own: they are the company's users (users.disabled already ends their sessions, see
// auth/guard.ts). The recruitment data counts its other numbers from the records themselves
// (submissions, chat linkages, interviews, scores); only a job page's views leave no record, so
// they are counted here, one row a job and China day.
const statements: string[] = [
  `create table job_views (
    job_id integer not null references jobs(id) on delete cascade,
    company_id integer not null references companies(id),
    day date not null,
    views integer not null default 0 check (views >= 0),
    primary key (job_id, day)
  )`,
  `create index job_views_company_day_idx on job_views(company_id, day)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
