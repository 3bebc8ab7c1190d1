// Two nodes on one PostgreSQL (README "Deployment"): what one node writes, the other's read
// caches drop before the writing request has answered: a logout, a disabled colleague, a
// password reset and a job taken offline; and while a node's bus is away it keeps nothing.
import { sql } from 'kysely';
import { tableWritesOf } from '../src/db/table-writes';
import { call, tokenFor } from '@employment-cloud/test-support/server/harness';
import { startTestNodes, type TestNodes } from '@employment-cloud/test-support/server/cluster-harness';

let cluster: TestNodes;
beforeAll(async () => {
  cluster = await startTestNodes(2);
}, 60_000);
afterAll(() => cluster?.close());

const a = () => cluster.nodes[0]!.app;
const b = () => cluster.nodes[1]!.app;

it('a token logged out on one node is refused by the other at once', async () => {
  const token = await tokenFor(a(), 'demo_hr');
  // Read on B first, so that B keeps the session in memory.
  expect((await call(b(), { method: 'GET', url: '/front/v1/user/info', token })).body.code).toBe(200);
  expect((await call(b(), { method: 'GET', url: '/front/v1/user/info', token })).body.code).toBe(200);
  expect((await call(a(), { method: 'POST', url: '/front/v1/common/logout', token })).body.code).toBe(200);
  const after = await call(b(), { method: 'GET', url: '/front/v1/user/info', token });
  expect(after.body.code).toBe(401);
});

it("a disabled colleague's token is refused by the other node at once", async () => {
  const colleague = await tokenFor(b(), 'demo_hr2');
  expect((await call(b(), { method: 'GET', url: '/front/v1/user/info', token: colleague })).body.code).toBe(200);
  // The database is shared: disable as an administrator would, through node A's pool.
  await cluster.nodes[0]!.database.db.updateTable('users').set({ disabled: true }).where('username', '=', 'demo_hr2').execute();
  const after = await call(b(), { method: 'GET', url: '/front/v1/user/info', token: colleague });
  expect(after.body.code).toBe(401);
});

it('a password reset on one node ends the old sessions on the other at once', async () => {
  const oldToken = await tokenFor(b(), 'demo_c4');
  expect((await call(b(), { method: 'GET', url: '/front/v1/user/info', token: oldToken })).body.code).toBe(200);
  const asked = await call(a(), { method: 'POST', url: '/front/v1/common/password-reset/code', payload: { username: 'demo_c4' } });
  const code = asked.body.data.mockCode as string;
  const reset = await call(a(), { method: 'POST', url: '/front/v1/common/password-reset', payload: { username: 'demo_c4', code, password: 'new-pass-42' } });
  expect(reset.body.code).toBe(200);
  expect((await call(b(), { method: 'GET', url: '/front/v1/user/info', token: oldToken })).body.code).toBe(401);
});

it("a job taken offline through one node leaves the other's job list at once", async () => {
  const token = await tokenFor(b(), 'demo_hr');
  const list = async () => (await call(b(), { method: 'GET', url: '/front/v1/job?pageSize=100&status=2', token })).body.data.list as { id: number }[];
  const before = await list();
  expect(before.length).toBeGreaterThan(0);
  await list(); // kept by B now
  const job = before[0]!;
  const offline = await call(a(), { method: 'POST', url: `/front/v1/job/${job.id}/offline`, token });
  expect(offline.body.code).toBe(200);
  expect((await list()).map((j) => j.id)).not.toContain(job.id);
});

it('keeps nothing in memory while its bus is away, and is current again once it is back', async () => {
  const node = cluster.nodes[1]!;
  const writes = tableWritesOf(node.database.db)!;
  expect(writes.unsure).toBe(false);
  // The bus's listening connection is cut from the database's side.
  await sql`select pg_terminate_backend(pid) from pg_stat_activity
    where application_name = ${`ec-listener-${node.id}`} and datname = current_database()`.execute(cluster.nodes[0]!.database.db);
  await waitFor(() => writes.unsure);
  await waitFor(() => !writes.unsure && node.cluster.bus.ready);
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
