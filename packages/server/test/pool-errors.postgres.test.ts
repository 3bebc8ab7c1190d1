import pg from 'pg';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './harness';

// PostgreSQL only (the server-postgres project): an idle pooled connection that the database
// closes must not crash the process, and the next query gets a fresh connection.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('survives the database terminating an idle pooled connection', async () => {
  const { db } = server.database;
  expect(server.database.kind).toBe('postgres');
  const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  const pid = before.rows[0]!.pid;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();
  await new Promise((resolve) => setTimeout(resolve, 200)); // the idle client hears of it
  const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  expect(after.rows[0]!.pid).not.toBe(pid);
});
