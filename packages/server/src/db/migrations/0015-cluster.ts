import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

// Several nodes on one PostgreSQL (src/cluster/, README "Deployment"): the nodes alive (each
// refreshes seen_at every second), bus messages too large for NOTIFY's payload (sent by
// reference, kept a minute), who is connected to which node's chat, and the call invitations
// ringing, with the node whose timer owns each one.
const statements = [
  `create table cluster_nodes (
    node_id text primary key,
    started_at timestamptz not null default now(),
    seen_at timestamptz not null default now()
  )`,
  `create table cluster_messages (
    id bigserial primary key,
    body text not null,
    created_at timestamptz not null default now()
  )`,
  `create table cluster_presence (
    node_id text not null,
    user_id text not null,
    primary key (node_id, user_id)
  )`,
  `create table chat_invitations (
    invite_id text primary key,
    owner_node text not null,
    inviter text not null,
    group_id text not null,
    invitee_list jsonb not null,
    unanswered jsonb not null,
    data text not null,
    timeout integer not null,
    online_user_only boolean not null,
    created_at timestamptz not null default now()
  )`,
  `create index chat_invitations_owner_idx on chat_invitations(owner_node)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
