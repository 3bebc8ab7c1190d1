// Several nodes on one PostgreSQL behind nginx (README "Deployment"): the chat bench's 200
// clients through the balancer with 1, 2 and 3 nodes, beside the bare ws relay of the same run;
// and REST `user/info` through the balancer with 1 and 2 nodes. Every process shares this
// machine's cores (the clients, nginx, PostgreSQL and the nodes), so these figures show what the
// cluster costs and that it holds together, not what a machine per node would add.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX_PATH, nginxArguments, nginxConfig } from '../../scripts/cluster/nginx-config.mjs';
import { admin, driveChat, percentile, RUN_MS, runBare, startScript, type Tally } from './chat.bench';
import { benchPostgres, freePort } from './postgres-cluster';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const CLIENTS = 200;
const REST_SECONDS = 8;

async function answers(url: string, deadlineMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + deadlineMs; ; ) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `count` built servers on `databaseUrl` and nginx in front; stop() ends them all. */
async function startNodes(count: number, databaseUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), 'ec-cluster-bench-'));
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    ports.push(port);
    children.push(
      spawn(process.execPath, ['packages/server/dist/main.js'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dir,
          DATABASE_URL: databaseUrl,
          NODE_ID: `bench-${i}`,
          TRUST_PROXY: '127.0.0.1',
          ALLOW_MOCK_LOGIN: '1',
          CHAT_MULTI_INSTANCE: '1',
          LOG_REQUESTS: '0',
          LOG_LEVEL: 'warn',
          SEED_DEMO: '0',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await answers(`http://127.0.0.1:${port}/healthz`);
  }
  const balancerPort = await freePort();
  const prefix = join(dir, 'nginx');
  mkdirSync(prefix);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    nginxConfig({ listenPort: balancerPort, upstreams: ports.map((p) => `127.0.0.1:${p}`), prefix, user: process.getuid?.() === 0 ? 'root' : undefined }),
  );
  const nginx = spawn(NGINX_PATH, nginxArguments(prefix), { stdio: 'ignore' });
  children.push(nginx);
  const url = `http://127.0.0.1:${balancerPort}`;
  await answers(`${url}/healthz`);
  return {
    url,
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function chatLine(title: string, t: Tally, relay: Tally) {
  const seconds = RUN_MS / 1000;
  console.log(
    '  %s %s msg/s, p50 %s ms, p99 %s ms, lost %s, duplicated %s, %sx of the relay',
    title.padEnd(30),
    Math.round(t.persisted / seconds)
      .toLocaleString('en-US')
      .padStart(6),
    percentile(t.latencies, 50).toFixed(1),
    percentile(t.latencies, 99).toFixed(1),
    t.expected - (t.delivered - t.duplicates),
    t.duplicates,
    (t.persisted / Math.max(1, relay.persisted)).toFixed(2),
  );
}

export async function benchCluster(): Promise<void> {
  const postgres = await benchPostgres();
  if (!postgres) {
    console.log('\ncluster: skipped, no PostgreSQL (set BENCH_DATABASE_URL or install postgresql)');
    return;
  }
  try {
    console.log('\ncluster: nodes on one PostgreSQL (%s) behind nginx, %s chat clients, all on this machine (%s)', postgres.label, CLIENTS, process.version);
    const relay = await runBare();
    chatLine('bare ws relay', relay, relay);
    for (const count of [1, 2, 3]) {
      const data = await startScript<{ databaseUrl: string; users: { userID: string; userSig: string }[] }>('chat-server.ts', [
        String(CLIENTS),
        mkdtempSync(join(tmpdir(), 'ec-cluster-bench-data-')),
        postgres.url,
      ]);
      const nodes = await startNodes(count, data.info.databaseUrl);
      try {
        const tally = await driveChat(`${nodes.url.replace('http', 'ws')}/chat`, data.info.users);
        chatLine(`chat, ${count} node${count > 1 ? 's' : ''}`, tally, relay);
        if (count <= 2) {
          const login = await fetch(`${nodes.url}/front/v1/common/mockLogin?username=bench_0&scope=user`, { method: 'POST' });
          const { token } = ((await login.json()) as { data: { token: string } }).data;
          const result = await autocannon({
            url: `${nodes.url}/front/v1/user/info`,
            connections: 50,
            duration: REST_SECONDS,
            headers: { authorization: `Bearer ${token}` },
          });
          console.log(
            '  %s %s req/s, p50 %s ms, p99 %s ms (%s failed)',
            `REST user/info, ${count} node${count > 1 ? 's' : ''}`.padEnd(30),
            Math.round(result.requests.average).toLocaleString('en-US').padStart(6),
            result.latency.p50,
            result.latency.p99,
            result.non2xx + result.errors + result.timeouts,
          );
        }
      } finally {
        await nodes.stop();
        await admin(postgres.url, `drop database if exists ${new URL(data.info.databaseUrl).pathname.slice(1)} with (force)`);
      }
    }
  } finally {
    postgres.stop();
  }
}
