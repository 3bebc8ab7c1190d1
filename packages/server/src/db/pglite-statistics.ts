import { sql, type Kysely } from 'kysely';

/**
 * PGlite runs PostgreSQL without its autovacuum, so nothing would ever ANALYZE: the planner would
 * guess the contents of every table from its size, and take a 10,000-message conversation for a
 * row or two. This does the analyze half of autovacuum's work: a table is analyzed once more rows
 * changed since its last ANALYZE than 50 + 10% of its rows (PostgreSQL's default
 * autovacuum_analyze_threshold and autovacuum_analyze_scale_factor).
 */
export const ANALYZE_CHECK_MS = 30_000;

/** Analyzes the tables due for it; returns their names. */
export async function analyzeChangedTables(db: Kysely<any>): Promise<string[]> {
  // Change counts reach pg_stat_user_tables when the backend flushes them, at most once a second
  // and only between statements: ask for it, so the next statement sees them.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<{ name: string }>`
    select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
    order by s.relname
  `.execute(db);
  for (const { name } of rows) await sql`analyze ${sql.raw(name)}`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Keeps the planner's statistics current while the database is open: ANALYZE everything once
 * (the change counts of an earlier run were lost when it stopped), then the tables due for it
 * every `everyMs`. Returns a stop function that waits for a run under way.
 */
export function keepStatistics(db: Kysely<any>, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  let first = true;
  const run = () => {
    if (stopped || running) return;
    running = (first ? sql`analyze`.execute(db) : analyzeChangedTables(db))
      .catch((error: unknown) => {
        if (!stopped) onError(error);
      })
      .finally(() => (running = undefined));
    first = false;
  };
  const timer = setInterval(run, everyMs).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
