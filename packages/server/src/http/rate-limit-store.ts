// The HTTP rate limits (@fastify/rate-limit, registered in app.ts; each route's `config.rateLimit`)
// counted in PostgreSQL, so that they hold across the nodes that share one database behind a
// load balancer (packages/server/README.md, "Operations"): the login's 20 a minute per address
// is 20 whichever nodes the attempts reach. On PGlite (one process) the plugin's own in-memory
// store counts instead.
//
// One statement per hit (migration 0017-rate-limits): an upsert that starts a new window when the
// key has none or its window has ended, or adds one to the count, and returns the count with the
// time left, both as the database sees them (the nodes' clocks do not matter). A fixed window from
// the first hit, as the in-memory store counts. Rows of ended windows are pruned now and then.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import type { Db } from '../db/connect';

/** How often a node removes the rows of ended windows (on a hit, not by a timer). */
export const PRUNE_EVERY_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin gives `child`: the route's merged limit options and the route (unset for `createRateLimit`). */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** The client key hashed: it may be an address or a session token (error-log.ts), which the table must not hold. */
const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counts one hit of `key` in a window of `timeWindowMs`: the count so far and the milliseconds left.
 * now() is when the statement began: one that waited for another's row lock may see the window a
 * moment longer than it is, hence the bound.
 */
export async function hit(db: Db, key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ current: number; ttl: number }>`
    insert into rate_limit_counters as c (key, count, reset_at)
    values (${key}, 1, now() + ${timeWindowMs}::float8 * interval '1 millisecond')
    on conflict (key) do update set
      count = case when c.reset_at <= now() then 1 else c.count + 1 end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    returning count as current,
      least(${timeWindowMs}::float8, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000)))::float8 as ttl`.execute(db);
  return rows[0]!;
}

/** The count of `key`'s window without counting (the plugin's `{ increment: false }`). */
async function peek(db: Db, key: string): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ current: number; ttl: number }>`
    select count as current, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::float8 as ttl
    from rate_limit_counters where key = ${key} and reset_at > now()`.execute(db);
  return rows[0] ?? { current: 0, ttl: 0 };
}

/** Removes the rows whose window has ended: the next hit of such a key starts a new window anyway. */
export async function pruneRateLimitCounters(db: Db): Promise<number> {
  const result = await sql`delete from rate_limit_counters where reset_at <= now()`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The store class for @fastify/rate-limit's `store` option, counting in `db`. */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastPrune = Date.now();
  const pruneNowAndThen = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    // Off the request's path; a failure (the database closing) is tried again a minute later.
    pruneRateLimitCounters(db).catch(() => undefined);
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      /** The route's part of every key, so that each route counts apart, as the in-memory store's children do. */
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      pruneNowAndThen();
      hit(db, `${this.prefix}${digest(key)}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      peek(db, `${this.prefix}${digest(key)}`).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const options = routeOptions as unknown as ChildOptions;
      // Neither is counted here; a route that asks for one must not silently get a plain window.
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('the PostgreSQL rate-limit store counts fixed windows: continueExceeding and exponentialBackoff are not supported');
      }
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore({}, `${method} ${options.routeInfo?.url ?? ''} `);
    }
  }
  return PostgresRateLimitStore;
}
