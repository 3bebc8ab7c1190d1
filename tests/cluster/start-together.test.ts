// Nodes that start at the same moment on an empty PostgreSQL (README "Deployment"): the
// migrations run once (Kysely's migration lock), the demo data is created once (seed/demo.ts
// locks the users table), and every node signs and accepts the same chat credentials.
import pg from 'pg';
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '../../packages/chat-protocol/src';
import { startCluster, type Cluster } from './cluster';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ nodes: 3, together: true });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

it('migrates and seeds once though three nodes started together', async () => {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const migrations = await client.query<{ name: string; n: string }>('select name, count(*) as n from kysely_migration group by name');
    expect(migrations.rows.length).toBeGreaterThan(10);
    expect(migrations.rows.every((row) => Number(row.n) === 1)).toBe(true);
    const demo = await client.query<{ n: string }>(`select count(*) as n from users where username = 'demo_hr'`);
    expect(Number(demo.rows[0]!.n)).toBe(1);
    const keys = await client.query<{ n: string }>(`select count(*) as n from server_secrets`);
    expect(Number(keys.rows[0]!.n)).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
});

it('every node answers, and a chat credential one signs is accepted by all', async () => {
  const [a, ...others] = cluster.nodes;
  const session = (await (await fetch(`${a!.url}/front/v1/common/mockLogin?username=demo_c3&scope=user`, { method: 'POST' })).json()) as {
    data: { token: string };
  };
  const credential = (
    (await (await fetch(`${a!.url}/front/v1/im/user-sig`, { method: 'POST', headers: { authorization: `Bearer ${session.data.token}` } })).json()) as {
      data: { userID: string; userSig: string };
    }
  ).data;
  for (const node of others) {
    const info = (await (await fetch(`${node.url}/front/v1/user/info`, { headers: { authorization: `Bearer ${session.data.token}` } })).json()) as {
      code: number;
    };
    expect(info.code).toBe(200);
    const socket = new WebSocket(`${node.url.replace('http', 'ws')}/chat`);
    const answer = await new Promise<{ error?: unknown; result?: unknown }>((resolve, reject) => {
      socket.once('open', () =>
        socket.send(JSON.stringify({ id: 1, method: 'login', params: { userID: credential.userID, userSig: credential.userSig, protocol: PROTOCOL_VERSION } })),
      );
      socket.once('message', (data) => resolve(JSON.parse(String(data)) as { error?: unknown; result?: unknown }));
      socket.once('error', reject);
    });
    socket.close();
    expect(answer.error).toBeUndefined();
  }
});
