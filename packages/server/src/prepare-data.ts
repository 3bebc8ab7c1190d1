// The first start of an embedded database (PGlite on a new data folder): creating the cluster
// (initdb), every migration and the demo data run in a child process that exits when done, so
// that the server's process never holds what they took. PGlite's WebAssembly memory only grows:
// a first start in the server's own process left it at about 380 MiB where a restart on the same
// folder takes about 220 MiB (packages/server/README.md, "Memory").
import { sql } from 'kysely';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localChatCredentials } from './chat/local-credentials';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedAll } from './db/seed';

export interface Prepared {
  /** The migrations this start applied. */
  applied: string[];
  demoCreated: boolean;
}

/** Set in the child's environment: prepare the data, print the outcome, exit. */
export const PREPARE_ONLY_ENV = 'EC_PREPARE_DATA_ONLY';

/**
 * Nodes that start together on one PostgreSQL seed one at a time (README "Deployment"): the
 * others wait on this session-level advisory lock and then find the data there. The migrations
 * have a lock of their own (Kysely's). PGlite serves one process (db/data-dir-lock.ts).
 */
const SEED_LOCK = 7_310_404_512_001n;

/** Migrations, then the demo data and the local chat key when missing. */
export async function prepare(database: DatabaseHandle, config: Config): Promise<Prepared> {
  const applied = await migrateToLatest(database.db);
  const seed = async () => {
    const chatAccounts = { chatUserPrefix: config.chatUserPrefix, adminUserID: config.chat.adminUserID };
    const { demoCreated } = await seedAll(database.db, { demo: config.seedDemo, chat: config.tencent ? undefined : chatAccounts });
    if (!config.tencent) await localChatCredentials(database.db);
    return demoCreated;
  };
  if (database.kind !== 'postgres') return { applied, demoCreated: await seed() };
  // The lock's own connection stays out of the seeding's way (it uses the pool's others).
  const demoCreated = await database.db.connection().execute(async (locked) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(locked);
    try {
      return await seed();
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(locked);
    }
  });
  return { applied, demoCreated };
}

/** PGlite on a data folder that holds no cluster yet. */
export function isFirstEmbeddedStart(config: Config): boolean {
  return !config.databaseUrl && !existsSync(join(config.dataDir, 'pgdata', 'PG_VERSION'));
}

/** What the child runs: opens the database, prepares it, closes it. */
export async function prepareAndClose(config: Config): Promise<Prepared> {
  const database = await openDatabase({ dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers, analyzeEveryMs: 0 });
  try {
    return await prepare(database, config);
  } finally {
    await database.close();
  }
}

/** Runs `entry` (the server's main script) in a child process that prepares the data and exits. */
export function prepareInChild(entry: string): Promise<Prepared> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry], {
      env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) return resolve(JSON.parse(last) as Prepared);
      reject(new Error(`preparing the database failed (${signal ?? `exit ${String(code)}`})`));
    });
  });
}
