import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

// The HTTP rate limits' counters when several nodes share one PostgreSQL (src/http/rate-limit-store.ts):
// one row per route and client key (the key hashed: it may be an address or a session token),
// counting the hits of the window that ends at reset_at. Rows whose window has ended are pruned.
// On PGlite (one process) the counters stay in memory and this table stays empty.
const statements = [
  `create table rate_limit_counters (
    key text primary key,
    count integer not null,
    reset_at timestamptz not null
  )`,
  `create index rate_limit_counters_reset_idx on rate_limit_counters (reset_at)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
