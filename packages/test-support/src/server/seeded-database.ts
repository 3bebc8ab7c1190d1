// Databases with the demo data for the server's suites, copied from a template the run seeds once
// rather than migrated and seeded per suite:
// - PGlite: the first suite seeds a data folder (run-once.ts); the others open a
//   copy of it, which skips initdb, the migrations and the seed;
// - PostgreSQL: the first suite seeds a template database under an advisory lock; the others get
//   `CREATE DATABASE … TEMPLATE` of it, a file copy inside PostgreSQL. The run's global teardown
//   drops the templates listed in the run folder.
// Without a run folder (EC_TEST_RUN_DIR) each suite seeds its own, as before.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../../server/src/db/connect';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { seedAll } from '../../../server/src/db/seed';
import { buildOncePerRun, demoDataDay } from './run-once';
import { TEST_SHARED_BUFFERS } from './server-process';

export async function seedDemo(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db);
  await seedAll(handle.db, { demo: true });
}

/**
 * A seeded PGlite in `dataDir` (the server's data folder, whose pgdata it becomes, as in a real
 * server): a copy of the run's seeded data folder, or seeded here (in memory) without a run folder.
 * Copying the folder and opening it costs about a third of the CPU of loading a `dumpDataDir` tar,
 * which unpacked some 1,200 files into PGlite's in-memory file system. The caller removes `dataDir`.
 */
export async function openSeededPglite(dataDir: string): Promise<DatabaseHandle> {
  const template = await buildOncePerRun(`pglite-demo-${demoDataDay()}`, async (folder) => {
    const handle = await openDatabase({ dataDir: folder, analyzeEveryMs: 0, sharedBuffers: TEST_SHARED_BUFFERS });
    try {
      await seedDemo(handle);
    } finally {
      await handle.close();
    }
  });
  if (template) {
    cpSync(template, dataDir, { recursive: true });
    return openDatabase({ dataDir, sharedBuffers: TEST_SHARED_BUFFERS });
  }
  const handle = await openDatabase({ sharedBuffers: TEST_SHARED_BUFFERS });
  await seedDemo(handle);
  return handle;
}

const blankTemplate = () =>
  buildOncePerRun('pglite-blank', async (folder) => {
    const handle = await openDatabase({ dataDir: folder, analyzeEveryMs: 0, sharedBuffers: TEST_SHARED_BUFFERS });
    await handle.close();
  });

/**
 * Puts a blank PGlite cluster (initdb done, never migrated) into the data folder `dataDir`, copied
 * from the one the run creates once; false without a run folder, when the server's first open of
 * the folder creates it. PGlite's initdb costs 2–3 s of CPU; the copy, about a tenth of that.
 */
export async function copyBlankPglite(dataDir: string): Promise<boolean> {
  const template = await blankTemplate();
  if (template) cpSync(template, dataDir, { recursive: true });
  return template !== undefined;
}

/**
 * An empty PGlite database, never migrated, for the suites of the database layer itself
 * (migrations, the dialect, statistics, the seed): a copy of the run's blank cluster in a folder of
 * its own that close() removes, or in memory without a run folder.
 */
export async function openBlankPglite(options: Omit<DatabaseOptions, 'dataDir' | 'databaseUrl'> = {}): Promise<DatabaseHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-blank-'));
  if (!(await copyBlankPglite(dataDir))) {
    rmSync(dataDir, { recursive: true, force: true });
    return openDatabase(options);
  }
  const handle = await openDatabase({ ...options, dataDir });
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

function templateName(runDir: string): string {
  const tag = runDir
    .replace(/[^a-z0-9]/gi, '')
    .slice(-12)
    .toLowerCase();
  return `ec_tpl_${tag}_${demoDataDay().replaceAll('-', '')}`;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function seedInto(url: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: url });
  try {
    await seedDemo(handle);
  } finally {
    await handle.close();
  }
}

/** Creates PostgreSQL database `name` with the demo data. */
export async function createSeededDatabase(adminUrl: string, name: string): Promise<void> {
  const runDir = process.env.EC_TEST_RUN_DIR;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (!runDir) {
      await admin.query(`create database ${name}`);
      await seedInto(databaseUrl(adminUrl, name));
      return;
    }
    const template = templateName(runDir);
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) {
        appendFileSync(join(runDir, 'postgres-templates'), `${template}\n`);
        await admin.query(`create database ${template}`);
        await seedInto(databaseUrl(adminUrl, template));
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
}
