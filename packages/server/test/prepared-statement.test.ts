// A statement prepared per connection (src/db/prepared.ts), on PGlite and on PostgreSQL: its
// text parameters arrive exactly as given whatever they hold, each connection prepares it once,
// and its own errors are the caller's.
import { sql } from 'kysely';
import { PreparedStatement, sqlLiteral } from '../src/db/prepared';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const echo = new PreparedStatement<{ text: string; keys: string[] }>(
  'ec_test_echo',
  ['text', 'jsonb'],
  'select $1 as text, array(select jsonb_object_keys($2) order by 1) as keys',
);

it('passes text parameters through unchanged, quotes and backslashes included', async () => {
  const awkward = `O'Brien's \\ "quoted" ''; drop table users; -- 面试 😀 \\'`;
  const { rows } = await echo.execute(server.database.db, [awkward, JSON.stringify({ "it's": 1, b: 2 })]);
  expect(rows).toEqual([{ text: awkward, keys: ['b', "it's"] }]);
});

it('is prepared once on a connection and run from there on', async () => {
  const db = server.database.db;
  // Every connection of the pool (one on PGlite) runs it, some more than once.
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => echo.execute(db, [`n${i}`, '{}'])));
  expect(answers.map((a) => a.rows[0]!.text)).toEqual(Array.from({ length: 30 }, (_, i) => `n${i}`));
  const prepared = await db.connection().execute(async (connection) => {
    await echo.executeOn(connection, ['again', '{}']);
    return sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where name = 'ec_test_echo'`.execute(connection);
  });
  expect(prepared.rows[0]!.n).toBe(1);
});

it("gives the statement's own errors to the caller", async () => {
  await expect(echo.execute(server.database.db, ['x', 'not json'])).rejects.toMatchObject({ code: '22P02' });
  await expect(echo.execute(server.database.db, ['only one'])).rejects.toThrow('ec_test_echo takes 2 parameters');
});

it('refuses a literal it cannot write', () => {
  expect(sqlLiteral("a'b\\c")).toBe("E'a''b\\\\c'");
  expect(() => sqlLiteral('a\u0000b')).toThrow('NUL');
  expect(() => new PreparedStatement('drop table x;', [], 'select 1')).toThrow('bad prepared statement name');
});
