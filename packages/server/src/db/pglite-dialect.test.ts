import { sql } from 'kysely';
import type { DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { openBlankPglite } from '@employment-cloud/test-support/server/seeded-database';

describe('Kysely on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openBlankPglite();
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.close());

  it("runs with PostgreSQL's buffer pool unless told otherwise", async () => {
    expect((await sql<{ sharedBuffers: string }>`show shared_buffers`.execute(handle.db)).rows[0]?.sharedBuffers).toBe('128MB');
    const small = await openBlankPglite({ sharedBuffers: '16MB' });
    try {
      expect((await sql<{ sharedBuffers: string }>`show shared_buffers`.execute(small.db)).rows[0]?.sharedBuffers).toBe('16MB');
    } finally {
      await small.close();
    }
  });

  it('migrates once: a second run applies nothing', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('reports affected rows and returns rows', async () => {
    const db = handle.db;
    const inserted = await db
      .insertInto('dictEntries')
      .values([
        { dictType: 't', value: '1', label: 'a' },
        { dictType: 't', value: '2', label: 'b' },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await db.updateTable('dictEntries').set({ label: 'c' }).where('dictType', '=', 't').executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const { count } = await db
      .selectFrom('dictEntries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('dictType', '=', 't')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
  });

  it('keeps other queries out of a transaction until it ends', async () => {
    const db = handle.db;
    const seen: string[] = [];
    let inserted!: () => void;
    const insertedInTx = new Promise<void>((resolve) => (inserted = resolve));
    let issued!: () => void;
    const outsideIssued = new Promise<void>((resolve) => (issued = resolve));
    const tx = db.transaction().execute(async (trx) => {
      await trx.insertInto('serverSecrets').values({ name: 'in-tx', value: '1' }).execute();
      inserted();
      await outsideIssued;
      // Whether the outside query is held back is a thing that does not happen, so give it a
      // few event-loop turns to happen (the driver yields one turn before handing out the
      // connection; no clock time is involved). Had it been let in, it would have run on this,
      // the one connection, inside this transaction, ahead of the query below, and seen the row.
      for (let turn = 0; turn < 5; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
      await trx.selectFrom('serverSecrets').select('name').execute();
      seen.push('tx done');
      throw new Error('roll back');
    });
    const outside = (async () => {
      await insertedInTx;
      const query = db.selectFrom('serverSecrets').select('name').where('name', '=', 'in-tx').execute();
      issued();
      const rows = await query;
      seen.push(`outside saw ${rows.length}`);
    })();
    await expect(tx).rejects.toThrow('roll back');
    await outside;
    expect(seen).toEqual(['tx done', 'outside saw 0']);
  });

  it('runs queries concurrently without losing any', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => sql<{ n: number }>`select ${i}::int as n`.execute(handle.db)));
    expect(results.map((r) => r.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
