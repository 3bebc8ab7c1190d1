/**
 * @jest-environment node
 */
// The write watch under the read caches: the version moves after a committed write to a watched
// table, through Kysely's builders and raw SQL alike, and in a transaction only at its end.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from './pglite-dialect';
import { ReadCache } from './read-cache';
import { TableWrites, watchWrites } from './table-writes';

interface Tables {
  watched: { id: number; name: string };
  other: { id: number };
}

let writes: TableWrites;
let db: Kysely<Tables>;

beforeAll(async () => {
  writes = new TableWrites(['watched', 'second']);
  db = new Kysely<Tables>({ dialect: watchWrites(new PGliteDialect(await PGlite.create()), writes) });
  await sql`create table watched (id int primary key, name text not null)`.execute(db);
  await sql`create table other (id int primary key)`.execute(db);
}, 30_000);
afterAll(() => db?.destroy());

it('tells the watched tables in any write statement', () => {
  expect(writes.touched('update "watched" set "name" = $1')).toEqual(['watched']);
  expect(writes.touched('insert into watched (id) values (1)')).toEqual(['watched']);
  expect(writes.touched('DELETE FROM "WATCHED" where id = 1')).toEqual(['watched']);
  expect(writes.touched('truncate table watched')).toEqual(['watched']);
  expect(writes.touched('with x as (select 1) update only "watched" set name = $1')).toEqual(['watched']);
  expect(writes.touched('update "other" set id = 2')).toEqual([]);
  expect(writes.touched('select * from "watched"')).toEqual([]);
  expect(writes.touched('update "watched_log" set id = 1')).toEqual([]);
});

it('moves after a lone write to a watched table, not after reads or other tables', async () => {
  const start = writes.version();
  await db.selectFrom('watched').selectAll().execute();
  await db.insertInto('other').values({ id: 1 }).execute();
  expect(writes.version()).toBe(start);
  await db.insertInto('watched').values({ id: 1, name: 'a' }).execute();
  expect(writes.version()).toBe(start + 1);
  await sql`update watched set name = 'b' where id = 1`.execute(db);
  expect(writes.version()).toBe(start + 2);
});

it('moves at the end of a transaction that wrote, not before', async () => {
  const start = writes.version();
  let inside = -1;
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('watched').set({ name: 'c' }).where('id', '=', 1).execute();
    inside = writes.version();
  });
  expect([inside, writes.version()]).toEqual([start, start + 1]);
  await db.transaction().execute(async (tx) => {
    await tx.selectFrom('watched').selectAll().execute();
  });
  expect(writes.version()).toBe(start + 1);
  await expect(
    db.transaction().execute(async (tx) => {
      await tx.updateTable('watched').set({ name: 'd' }).where('id', '=', 1).execute();
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(writes.version()).toBe(start + 2);
});

it('keeps a version per table', () => {
  const [watched, second] = [writes.version(['watched']), writes.version(['second'])];
  writes.bump(['second']);
  expect([writes.version(['watched']), writes.version(['second'])]).toEqual([watched, second + 1]);
  expect(() => writes.version(['other'])).toThrow('table other is not watched');
});

describe('a read cache on it', () => {
  const cache = () => new ReadCache<number, string | undefined>(writes, ['watched']);
  const nameOf = (id: number) =>
    db
      .selectFrom('watched')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst()
      .then((row) => row?.name);

  it('reads once while nothing is written, and again after a write', async () => {
    const names = cache();
    let reads = 0;
    const read = () => ((reads += 1), nameOf(1));
    const [a, b] = await Promise.all([names.get(1, read), names.get(1, read)]);
    expect([a, b, await names.get(1, read), reads]).toEqual(['c', 'c', 'c', 1]);
    await db.updateTable('watched').set({ name: 'e' }).where('id', '=', 1).execute();
    expect([await names.get(1, read), reads]).toEqual(['e', 2]);
  });

  it('never keeps a value read before a commit that changed it', async () => {
    const names = cache();
    // The read starts (and is tagged) before the transaction commits.
    const before = names.get(1, () => nameOf(1));
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('watched').set({ name: 'f' }).where('id', '=', 1).execute();
    });
    await before;
    expect(await names.get(1, () => nameOf(1))).toBe('f');
  });

  it('keeps neither a miss nor a failure', async () => {
    const names = cache();
    let reads = 0;
    await names.get(99, () => ((reads += 1), nameOf(99)));
    await names.get(99, () => ((reads += 1), nameOf(99)));
    expect(reads).toBe(2);
    await expect(names.get(2, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await names.get(2, async () => 'up')).toBe('up');
  });

  it('reads every time without a write watch', async () => {
    const names = new ReadCache<number, string>(undefined, ['watched']);
    let reads = 0;
    await names.get(1, async () => String((reads += 1)));
    expect(await names.get(1, async () => String((reads += 1)))).toBe('2');
  });
});
