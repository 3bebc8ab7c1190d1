import { sql } from 'kysely';
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

// PostgreSQL only (the server-postgres project; issue 32): two applications to one job at the
// same moment. Both pass the route's "not applied yet" check, since neither sees the other's
// uncommitted row; the unique (job, resume) index lets one write, and the second must get the
// duplicate answer a later application gets, not a failed request. The race is made certain: an
// open transaction holds the first application while the route's second one waits on the index.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('answers the second of two simultaneous applications as a duplicate, and keeps one', async () => {
  const { db } = server.database;
  expect(server.database.kind).toBe('postgres');
  const me = await userId(server, 'demo_c3');
  const resume = await db.selectFrom('resumes').select('id').where('userId', '=', me).executeTakeFirstOrThrow();
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'companyId'])
    .where('status', '=', 2)
    .where('id', 'not in', (eb) => eb.selectFrom('resumeSubmissions').select('jobId').where('resumeId', '=', resume.id))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const token = await tokenFor(server.app, 'demo_c3');

  const answer = await db.connection().execute(async (first) => {
    await sql`begin`.execute(first);
    await first.insertInto('resumeSubmissions').values({ jobId: job.id, resumeId: resume.id, companyId: job.companyId }).execute();
    const second = call(server.app, { method: 'POST', url: '/front/v1/candidate/applications', token, payload: { jobId: job.id, resumeId: resume.id } });
    // Until the route's insert waits for this transaction's row (a lock wait), with a deadline.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const waiting = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(db);
      if (waiting.rows[0]!.n > 0) break;
      if (Date.now() > deadline) throw new Error('the second application never waited for the first');
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sql`commit`.execute(first);
    return second;
  });

  expect(answer.body).toMatchObject({ code: 409, msg: '您已投递过该职位' });
  const rows = await db.selectFrom('resumeSubmissions').select('id').where('jobId', '=', job.id).where('resumeId', '=', resume.id).execute();
  expect(rows).toHaveLength(1);
});
