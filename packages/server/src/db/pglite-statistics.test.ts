/** @jest-environment node */
import { sql } from 'kysely';
import type { DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { analyzeChangedTables, keepStatistics } from './pglite-statistics';
import { TEST_SHARED_BUFFERS } from '@employment-cloud/test-support/server/server-process';
import { openBlankPglite } from '@employment-cloud/test-support/server/seeded-database';

describe('planner statistics on PGlite (no autovacuum)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openBlankPglite({ analyzeEveryMs: 0, sharedBuffers: TEST_SHARED_BUFFERS });
    await migrateToLatest(handle.db);
    await analyzeChangedTables(handle.db);
  });
  afterAll(() => handle.close());

  const entries = (from: number, count: number) =>
    handle.db
      .insertInto('dictEntries')
      .values(Array.from({ length: count }, (_, i) => ({ dictType: 'stats', value: String(from + i), label: 'x' })))
      .execute();
  const reltuples = async () =>
    Number((await sql<{ n: number }>`select reltuples as n from pg_class where relname = 'dict_entries'`.execute(handle.db)).rows[0]!.n);

  it('analyzes a table once more rows changed than 50 + 10% of it, as autovacuum would', async () => {
    expect(await analyzeChangedTables(handle.db)).toEqual([]);
    await entries(0, 40);
    expect(await analyzeChangedTables(handle.db)).toEqual([]);
    await entries(40, 20);
    expect(await analyzeChangedTables(handle.db)).toEqual(['public.dict_entries']);
    const rows = await reltuples();
    expect(rows).toBeGreaterThanOrEqual(60);
    // Now 10% of the table counts too.
    await entries(60, 50 + Math.floor(rows / 10) - 1);
    expect(await analyzeChangedTables(handle.db)).toEqual([]);
    await entries(10_000, 2);
    expect(await analyzeChangedTables(handle.db)).toEqual(['public.dict_entries']);
  });

  it('analyzes everything once on its own, then what changed, until stopped', async () => {
    const other = await openBlankPglite({ analyzeEveryMs: 0, sharedBuffers: TEST_SHARED_BUFFERS });
    try {
      await migrateToLatest(other.db);
      const analyzed = async () =>
        Number((await sql<{ n: number }>`select count(*) as n from pg_stat_user_tables where analyze_count > 0`.execute(other.db)).rows[0]!.n);
      expect(await analyzed()).toBe(0);
      const errors: unknown[] = [];
      const stop = keepStatistics(other.db, 20, (error) => errors.push(error));
      const deadline = Date.now() + 10_000;
      while ((await analyzed()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await stop();
      expect(await analyzed()).toBeGreaterThan(10);
      expect(errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
