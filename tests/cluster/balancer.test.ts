// Two nodes on one PostgreSQL behind nginx (tests/cluster/cluster.ts): round robin reaches both,
// the chat WebSocket upgrades through the balancer, a killed node's share goes to the other, and
// a node started again serves again.
import WebSocket from 'ws';
import { READY_PATH, startCluster, type Cluster } from './cluster';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ nodes: 2 });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

interface Answered {
  status: number;
  node: string | null;
}

async function get(url: string): Promise<Answered> {
  const res = await fetch(url);
  await res.arrayBuffer();
  return { status: res.status, node: res.headers.get('x-ec-node') };
}

/** `count` requests one after another through the balancer. */
async function through(count: number): Promise<Answered[]> {
  const answers: Answered[] = [];
  for (let i = 0; i < count; i++) answers.push(await get(`${cluster.url}${READY_PATH}`));
  return answers;
}

function nodesOf(answers: Answered[]): string[] {
  return [...new Set(answers.map((answer) => answer.node ?? 'none'))].sort();
}

it('shares the requests between both nodes, round robin', async () => {
  const answers = await through(20);
  expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
  expect(nodesOf(answers)).toEqual(['node-a', 'node-b']);
});

it('upgrades a WebSocket to /chat through the balancer', async () => {
  const socket = new WebSocket(`${cluster.url.replace(/^http/, 'ws')}/chat`);
  const upgraded = await new Promise<number>((resolve, reject) => {
    socket.once('upgrade', (res) => resolve(res.statusCode ?? 0));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`the upgrade was answered ${res.statusCode}`)));
    socket.once('error', reject);
  });
  expect(upgraded).toBe(101);
  await new Promise<void>((resolve) => {
    if (socket.readyState === WebSocket.OPEN) resolve();
    else socket.once('open', () => resolve());
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.close(1000);
  expect(await closed).toBe(1000);
});

it('answers every request from the other node while one is down, and uses it again once restarted', async () => {
  const [a, b] = cluster.nodes;
  await a!.kill();
  const whileDown = await through(20);
  expect(whileDown.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
  expect(nodesOf(whileDown)).toEqual([b!.id]);

  await a!.start();
  // nginx tries every node in turn (no failure accounting, scripts/cluster/nginx-config.mjs):
  // the first answer from it comes at once, then both share the requests again.
  const deadline = Date.now() + 30_000;
  let back: Answered | undefined;
  while (Date.now() < deadline) {
    const answer = await get(`${cluster.url}${READY_PATH}`);
    expect(answer.status).toBe(200);
    if (answer.node === a!.id) {
      back = answer;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(back?.node).toBe(a!.id);
  const after = await through(20);
  expect(after.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
  expect(nodesOf(after)).toEqual(['node-a', 'node-b']);
}, 120_000);
