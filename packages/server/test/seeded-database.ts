// Databases with the demo data for the server's suites, copied from a template the run seeds once
// rather than migrated and seeded per suite:
// - PGlite: the first suite dumps its seeded in-memory cluster to a tar file (tests/contract/run-once.ts); the
//   others load it, which skips initdb, the migrations and the seed;
// - PostgreSQL: the first suite seeds a template database under an advisory lock; the others get
//   `CREATE DATABASE … TEMPLATE` of it, a file copy inside PostgreSQL. The run's global teardown
//   drops the templates listed in the run folder.
// Without a run folder (EC_TEST_RUN_DIR) each suite seeds its own, as before.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedAll } from '../src/db/seed';
import { buildOncePerRun, demoDataDay } from '../../../tests/contract/run-once';
import { TEST_SHARED_BUFFERS } from '../../../tests/contract/server-process';

export async function seedDemo(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db);
  await seedAll(handle.db, { demo: true });
}

/**
 * The dump file as PGlite reads a `loadDataDir` Blob: its type and arrayBuffer() alone. A Node
 * Blob of the 43 MB dump costs about 0.5 s a suite to make and read back (two copies, the second
 * in small chunks); these bytes are read once and handed over as they are.
 */
function dumpBlob(file: string): Blob {
  const bytes = readFileSync(file);
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const dump: Pick<Blob, 'type' | 'size' | 'arrayBuffer'> = { type: '', size: bytes.byteLength, arrayBuffer: () => Promise.resolve(buffer as ArrayBuffer) };
  return dump as Blob; // PGlite reads nothing else of it (its loadDataDir: type, then arrayBuffer())
}

/** A seeded in-memory PGlite: loaded from the run's template, or seeded here. */
export async function openSeededPglite(): Promise<DatabaseHandle> {
  const template = await buildOncePerRun(`pglite-demo-${demoDataDay()}.tar`, async (file) => {
    const handle = await openDatabase({ analyzeEveryMs: 0, sharedBuffers: TEST_SHARED_BUFFERS });
    try {
      await seedDemo(handle);
      if (!handle.dumpDataDir) throw new Error('this database cannot be dumped');
      writeFileSync(file, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
    } finally {
      await handle.close();
    }
  });
  if (template) return openDatabase({ loadDataDir: dumpBlob(template), sharedBuffers: TEST_SHARED_BUFFERS });
  const handle = await openDatabase({ sharedBuffers: TEST_SHARED_BUFFERS });
  await seedDemo(handle);
  return handle;
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
