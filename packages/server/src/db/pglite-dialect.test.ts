import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';

describe('Kysely on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.close());

  it('migrates once: a second run applies nothing', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('reports affected rows and returns rows', async () => {
    const db = handle.db;
    const inserted = await db.insertInto('dictEntries').values([{ dictType: 't', value: '1', label: 'a' }, { dictType: 't', value: '2', label: 'b' }]).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await db.updateTable('dictEntries').set({ label: 'c' }).where('dictType', '=', 't').executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const { count } = await db.selectFrom('dictEntries').select((eb) => eb.fn.countAll<number>().as('count')).where('dictType', '=', 't').executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
  });

  it('keeps other queries out of a transaction until it ends', async () => {
    const db = handle.db;
    const seen: string[] = [];
    const tx = db.transaction().execute(async (trx) => {
      await trx.insertInto('serverSecrets').values({ name: 'in-tx', value: '1' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push('tx done');
      throw new Error('roll back');
    });
    const outside = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const rows = await db.selectFrom('serverSecrets').select('name').where('name', '=', 'in-tx').execute();
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
