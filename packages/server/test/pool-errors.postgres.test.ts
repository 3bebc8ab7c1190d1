import pg from 'pg';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

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
  // pg_terminate_backend only signals: wait until the backend has gone (its socket closed, so the
  // idle client has been told) rather than for a fixed time.
  const deadline = Date.now() + 5_000;
  while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount! > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await admin.end();
  const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  expect(after.rows[0]!.pid).not.toBe(pid);
});
