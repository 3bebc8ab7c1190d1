import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import { ANALYZE_CHECK_MS, keepStatistics } from './pglite-statistics';
import type { Database } from './schema';
import { registerTableWrites, TableWrites, watchWrites } from './table-writes';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start log: a folder, or the URL without its password. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; undefined for an in-memory database (tests). */
  dataDir?: string;
  /** PGlite: how often to look for tables to ANALYZE (it has no autovacuum); 0: never. */
  analyzeEveryMs?: number;
  /**
   * PGlite: the buffer pool (shared_buffers, e.g. '16MB'); PostgreSQL's 128MB when unset.
   * PostgreSQL clears the whole pool as it starts: the tests' short-lived databases take 16MB,
   * which starts one in half the time (docs/development.md).
   */
  sharedBuffers?: string;
}

/**
 * Tables whose reads are kept in memory (db/read-cache.ts): the session behind a token, the
 * signed-in user's profile, a company's job list, a chat group with its members. Their writes are
 * watched.
 */
const CACHED_TABLES = ['sessions', 'users', 'recruiter_cards', 'companies', 'jobs', 'chat_groups', 'chat_group_members'];

// int8 (counts, sums) as numbers rather than strings, as PGlite does too.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, an administrator, a dropped test
    // database) is reported here; without a listener it would crash the process. The pool drops
    // that client and opens a new one for the next query; queries in flight get their own error.
    pool.on('error', () => undefined);
    const writes = new TableWrites(CACHED_TABLES);
    const db = new Kysely<Database>({ dialect: watchWrites(new PostgresDialect({ pool }), writes), plugins });
    registerTableWrites(db, writes);
    const url = new URL(options.databaseUrl);
    url.password = url.password ? '***' : '';
    return { db, kind: 'postgres', location: url.toString(), close: () => db.destroy() };
  }
  let dir: string | undefined;
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    dir = join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    // One process per data folder (db/data-dir-lock.ts); released when this database closes.
    lock = await lockDataDir(options.dataDir);
  }
  // Durability: with a data folder every commit is written through to the OS before it returns,
  // so a killed process keeps what it acknowledged (tests/contract/kill-restart.test.ts). PGlite
  // runs PostgreSQL without fsync, so a power loss may not: that is what DATABASE_URL is for.
  const pglite = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(options.sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] } : {}),
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  const writes = new TableWrites(CACHED_TABLES);
  const db = new Kysely<Database>({ dialect: watchWrites(new PGliteDialect(pglite), writes), plugins });
  registerTableWrites(db, writes);
  const everyMs = options.analyzeEveryMs ?? ANALYZE_CHECK_MS;
  const stopAnalyzing =
    everyMs > 0 ? keepStatistics(db, everyMs, (error) => process.emitWarning(`PGlite ANALYZE failed: ${String(error)}`)) : async () => undefined;
  const close = async () => {
    try {
      await stopAnalyzing();
      await db.destroy();
    } finally {
      lock?.release();
    }
  };
  return { db, kind: 'pglite', location: dir ?? 'memory', close };
}
