// The nodes' bus on a real PostgreSQL (src/cluster/bus.ts): order, batches above NOTIFY's limit,
// requests between nodes, and a node that stops beating taken over by exactly one other.
import pg from 'pg';
import { ClusterBus, type BusMessage } from '../src/cluster/bus';
import { migrateToLatest } from '../src/db/migrate';
import { openDatabase } from '../src/db/connect';

const quiet = { warn: () => undefined, error: () => undefined };
let databaseUrl: string;
let dropDatabase: () => Promise<void>;
const buses: ClusterBus[] = [];

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `ec_bus_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  const handle = await openDatabase({ databaseUrl });
  await migrateToLatest(handle.db);
  await handle.close();
  dropDatabase = async () => {
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
}, 30_000);

afterAll(async () => {
  for (const bus of buses) await bus.close();
  await dropDatabase?.();
});

async function node(nodeId: string, options: { heartbeatMs?: number; expiryMs?: number } = {}): Promise<ClusterBus> {
  const bus = await ClusterBus.start({ databaseUrl, nodeId, log: quiet, ...options });
  buses.push(bus);
  return bus;
}

function collect(bus: ClusterBus, t: string, count: number): Promise<BusMessage[]> {
  return new Promise((resolve) => {
    const got: BusMessage[] = [];
    const stop = bus.on(t, (message) => {
      got.push(message);
      if (got.length === count) {
        stop();
        resolve(got);
      }
    });
  });
}

it("delivers a node's messages to the others in the order published, large batches by reference", async () => {
  const a = await node('bus-a');
  const b = await node('bus-b');
  const received = collect(b, 'n', 5);
  a.publish({ t: 'n', i: 0 });
  a.publish({ t: 'n', i: 1 });
  await a.flush();
  // Above NOTIFY's 8,000 bytes: goes through cluster_messages.
  a.publish({ t: 'n', i: 2, big: '字'.repeat(10_000) });
  a.publish({ t: 'n', i: 3 });
  await a.flush();
  a.publish({ t: 'n', i: 4 });
  const messages = await received;
  expect(messages.map((m) => m.i)).toEqual([0, 1, 2, 3, 4]);
  expect(messages[2]!.big).toBe('字'.repeat(10_000));
  // A node does not hear itself.
  expect(await Promise.race([collect(a, 'n', 1), new Promise((resolve) => setTimeout(() => resolve('none'), 200))])).toBe('none');
});

it('knows the other live nodes, and answers requests with a result or the error and its code', async () => {
  const c = await node('bus-c');
  const d = await node('bus-d');
  // d's first message (sent as it started) makes it known to c.
  await until(() => c.peers().includes('bus-d'));
  d.serve('double', async (m) => {
    if (typeof m.n !== 'number') throw Object.assign(new Error('n is not a number'), { code: 2000 });
    return m.n * 2;
  });
  expect(await c.request('bus-d', { t: 'double', n: 21 })).toBe(42);
  await expect(c.request('bus-d', { t: 'double', n: 'x' })).rejects.toMatchObject({ message: 'n is not a number', code: 2000 });
  await expect(c.request('bus-nobody', { t: 'double', n: 1 }, 200)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
});

it('a node that stops beating is taken over by exactly one other, and the rest hear it is gone', async () => {
  // Only these two may take it over.
  for (const earlier of buses.splice(0)) await earlier.close();
  const e = await node('bus-e', { heartbeatMs: 50, expiryMs: 300 });
  const f = await node('bus-f', { heartbeatMs: 50, expiryMs: 300 });
  const seen: { by: string; node: string; takeOver: boolean }[] = [];
  for (const bus of [e, f]) bus.onNodeGone((gone, takeOver) => seen.push({ by: bus.nodeId, node: gone, takeOver }));
  // A node that died without a word: its row stops being refreshed.
  await e.query(`insert into cluster_nodes (node_id, seen_at) values ('bus-dead', now() - interval '1 hour')`);
  await until(() => seen.filter((s) => s.node === 'bus-dead').length === 2);
  const about = seen.filter((s) => s.node === 'bus-dead');
  expect(about.filter((s) => s.takeOver)).toHaveLength(1);
  expect(about).toHaveLength(2);
  expect(e.peers()).not.toContain('bus-dead');
});

it('a node that stops cleanly is gone for the others at once', async () => {
  const g = await node('bus-g');
  const h = await node('bus-h');
  await until(() => g.peers().includes('bus-h'));
  const gone = new Promise<string>((resolve) => g.onNodeGone((n) => resolve(n)));
  await h.close();
  expect(await gone).toBe('bus-h');
  expect(g.peers()).not.toContain('bus-h');
});

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
