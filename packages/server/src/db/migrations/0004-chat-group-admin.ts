import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

// Group administration (src/chat/methods/group-admin): join applications to groups that need
// the owner's or an admin's approval. One row per (group, applicant): applying again after a
// rejection reopens it. Dismissing the group deletes its applications.
const statements = [
  `create table chat_group_applications (
    group_id text not null references chat_groups(group_id) on delete cascade,
    applicant text not null,
    note text not null default '',
    status text not null default 'Pending' check (status in ('Pending', 'Agreed', 'Rejected')),
    handled_by text not null default '',
    handle_message text not null default '',
    created_at timestamptz not null default now(),
    handled_at timestamptz,
    primary key (group_id, applicant)
  )`,
  `create index chat_group_applications_pending_idx on chat_group_applications(group_id) where status = 'Pending'`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
