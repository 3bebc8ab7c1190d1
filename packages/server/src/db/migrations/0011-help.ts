import type { Kysely } from 'kysely';
import { runStatements } from './statements';

// Schema for the console's help plans, projects and enrolled people's progress (issue 19).
// A project gets its target group, period and contact; a sign-up gets when it was reviewed and,
// once approved, its progress stage (1 enrolled, 2 trained, 3 employed) with when each was reached:
// the help statistics count these moments.
const statements: string[] = [
  `alter table help_projects
    add column target_group text,
    add column start_date date,
    add column end_date date,
    add column contact_name text,
    add column contact_mobile text,
    add column updated_at timestamptz`,
  `alter table help_signups
    add column reviewed_at timestamptz,
    add column stage smallint,
    add column trained_at timestamptz,
    add column employed_at timestamptz`,
  `create index help_signups_project_status_idx on help_signups(project_id, status)`,
];

const undo: string[] = [
  `drop index if exists help_signups_project_status_idx`,
  `alter table help_signups drop column if exists reviewed_at, drop column if exists stage, drop column if exists trained_at, drop column if exists employed_at`,
  `alter table help_projects drop column if exists target_group, drop column if exists start_date, drop column if exists end_date,
    drop column if exists contact_name, drop column if exists contact_mobile, drop column if exists updated_at`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, undo);
}
