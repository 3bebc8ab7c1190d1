import type { Kysely } from 'kysely';
import { runStatements } from './statements';

// Schema for the console's job fairs (booths, schedules, sign-up jobs), feedback replies and the platform's documents (issue 19).
// A fair's status (报名中 / 进行中 / 已结束) is derived from its dates (fairs/fair-status.ts), never stored,
// so it cannot go stale; the old `status` column stays as it was (1: published).
// A sign-up holds its booth and the jobs the company brings; candidates who applied through a fair
// are their own rows linking the fair, the job and the resume. Feedback gets a type, up to three
// screenshots (uploaded file IDs), and the platform's reply.
const statements: string[] = [
  `alter table job_fairs add column fair_type smallint not null default 2`,
  `alter table job_fairs add column schedule jsonb not null default '[]'::jsonb`,
  `alter table job_fair_companies add column booth_no text`,
  `create unique index job_fair_companies_booth_idx on job_fair_companies (fair_id, booth_no)`,
  `create table job_fair_jobs (
    fair_id integer not null,
    company_id integer not null,
    job_id integer not null references jobs(id) on delete cascade,
    primary key (fair_id, job_id),
    foreign key (fair_id, company_id) references job_fair_companies(fair_id, company_id) on delete cascade
  )`,
  `create table job_fair_applications (
    id serial primary key,
    fair_id integer not null references job_fairs(id),
    company_id integer not null references companies(id),
    job_id integer not null references jobs(id) on delete cascade,
    resume_id integer not null references resumes(id) on delete cascade,
    created_at timestamptz not null default now(),
    unique (fair_id, job_id, resume_id)
  )`,
  `create index job_fair_applications_company_idx on job_fair_applications (fair_id, company_id, created_at desc)`,
  `alter table feedback add column type text not null default 'suggestion'`,
  `alter table feedback add column images jsonb not null default '[]'::jsonb`,
  `alter table feedback add column reply text`,
  `alter table feedback add column replied_at timestamptz`,
  `create index feedback_company_idx on feedback (company_id, created_at desc)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, [
    `drop index if exists feedback_company_idx`,
    `alter table feedback drop column if exists replied_at`,
    `alter table feedback drop column if exists reply`,
    `alter table feedback drop column if exists images`,
    `alter table feedback drop column if exists type`,
    `drop table if exists job_fair_applications`,
    `drop table if exists job_fair_jobs`,
    `drop index if exists job_fair_companies_booth_idx`,
    `alter table job_fair_companies drop column if exists booth_no`,
    `alter table job_fairs drop column if exists schedule`,
    `alter table job_fairs drop column if exists fair_type`,
  ]);
}
