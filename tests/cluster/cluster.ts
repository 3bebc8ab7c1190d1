// Several built servers on one PostgreSQL behind a real nginx, as README.md's "Deployment" lays
// them out: a fresh database on TEST_DATABASE_URL, N nodes (node-a, node-b, …) on it, and nginx
// configured by scripts/cluster/nginx-config.mjs in front of them.
// Every process is started with spawnTracked (packages/test-support/src/server/test-children.ts),
// so the run's global teardown stops whatever a crashed suite left (scripts/jest-global-teardown.cjs).
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { NGINX_PATH, nginxArguments, nginxConfig } from '../../scripts/cluster/nginx-config.mjs';
import { freePort, kill, serverEntry } from '@employment-cloud/test-support/server/server-process';
import { spawnTracked } from '@employment-cloud/test-support/server/test-children';

const repoRoot = join(__dirname, '..', '..');
/** A request every node answers once it has migrated and seeded (as packages/test-support/src/server/server-process.ts waits). */
export const READY_PATH = '/front/v1/common/dict-data?dictType=sex';
const START_DEADLINE_MS = 90_000;

export interface ClusterNode {
  /** NODE_ID, the x-ec-node header of its answers. */
  id: string;
  url: string;
  port: number;
  /** Kills the process (SIGKILL unless told) and resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM, resolved once the process has exited (the server stops within 10 s: packages/server/src/main.ts). */
  stop(): Promise<void>;
  /** Starts the node again on the same port, id and database; resolves once it answers. */
  start(): Promise<void>;
}

export interface Cluster {
  /** The balancer: http://127.0.0.1:port. */
  url: string;
  databaseUrl: string;
  nodes: ClusterNode[];
  /** Stops the nodes and nginx, drops the database, removes the temporary folder. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  nodes?: number;
  /** Settings of every node, over the cluster's own (CHAT_MULTI_INSTANCE, SEED_DEMO…). */
  env?: Record<string, string>;
  /** Every node started at once on the empty database (they migrate and seed it together). */
  together?: boolean;
}

let clustersStarted = 0;

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Keeps the last few kilobytes a child writes to stderr, for the message when it fails. */
function stderrTail(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-4000);
  });
  return () => tail.trim();
}

/** Resolves once `url` answers 200; rejects when `child` exits first or the deadline passes. */
async function waitForAnswer(url: string, child: ChildProcess, what: string, details: () => string): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (exited(child)) throw new Error(`${what} exited with ${child.exitCode ?? child.signalCode} before answering\n${details()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${START_DEADLINE_MS / 1000} s\n${details()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Distinct free loopback ports. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

function nodeId(index: number): string {
  return `node-${String.fromCharCode('a'.charCodeAt(0) + index)}`;
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function startNode(id: string, port: number, env: Record<string, string>): ClusterNode & { child(): ChildProcess | undefined } {
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;
  return {
    id,
    url,
    port,
    child: () => child,
    async start() {
      if (child && !exited(child)) throw new Error(`${id} is running`);
      // --liftoff-only as packages/test-support/src/server/server-process.ts starts the built server.
      const started = spawnTracked(process.execPath, ['--liftoff-only', serverEntry], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ID: id },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = started;
      const tail = stderrTail(started);
      try {
        await waitForAnswer(`${url}${READY_PATH}`, started, id, tail);
      } catch (error) {
        await kill(started);
        throw error;
      }
    },
    kill: async (signal: NodeJS.Signals = 'SIGKILL') => {
      if (child) await kill(child, signal);
    },
    stop: async () => {
      if (child) await kill(child, 'SIGTERM');
    },
  };
}

/**
 * Starts the cluster: the first node alone (it migrates and seeds the empty database), then the
 * others together (or all together), then nginx; resolves once the balancer answers. A failure
 * stops what started.
 */
export async function startCluster({ nodes: count = 2, env = {}, together = false }: ClusterOptions = {}): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('startCluster needs TEST_DATABASE_URL (a PostgreSQL admin URL, as .ci/run sets it)');
  if (!existsSync(serverEntry)) throw new Error('packages/server/dist is missing: run `npm run build` first');
  if (!existsSync(NGINX_PATH)) throw new Error(`${NGINX_PATH} is missing: apt-get install nginx (.ci/run does)`);
  if (count < 1 || count > 26) throw new Error(`startCluster: ${count} nodes`);

  clustersStarted += 1;
  const database = `ec_cluster_${process.pid}_${clustersStarted}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const dir = mkdtempSync(join(tmpdir(), 'ec-cluster-'));
  const dataDir = join(dir, 'data');
  const nginxDir = join(dir, 'nginx');
  mkdirSync(dataDir);
  mkdirSync(nginxDir);

  let databaseCreated = false;
  let nginx: ChildProcess | undefined;
  const members: ReturnType<typeof startNode>[] = [];
  const stop = async () => {
    // Every part is stopped even when another fails to.
    const results = await Promise.allSettled([...members.map((node) => node.stop()), nginx ? kill(nginx, 'SIGTERM') : Promise.resolve()]);
    if (databaseCreated) await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${database} with (force)`));
    rmSync(dir, { recursive: true, force: true });
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  };

  try {
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${database}`));
    databaseCreated = true;
    // Dropped by the run's global teardown if this suite never gets to (scripts/jest-global-teardown.cjs).
    const runDir = process.env.EC_TEST_RUN_DIR;
    if (runDir) appendFileSync(join(runDir, 'postgres-databases'), `${database}\n`);
    const [balancerPort, ...nodePorts] = await freePorts(count + 1);
    const nodeEnv = {
      ALLOW_MOCK_LOGIN: '1',
      LOG_LEVEL: 'warn',
      // Only the balancer (on this machine) reaches the nodes.
      TRUST_PROXY: '127.0.0.1',
      ...env,
      DATABASE_URL: databaseUrl.toString(),
      // A data folder of the cluster's own (the default .data would be the repository's): the same for every node.
      DATA_DIR: dataDir,
    };
    members.push(...nodePorts.map((port, index) => startNode(nodeId(index), port, nodeEnv)));
    const [first, ...others] = members;
    if (!together) await first!.start();
    const rest = await Promise.allSettled((together ? members : others).map((node) => node.start()));
    const failed = rest.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    writeFileSync(
      join(nginxDir, 'nginx.conf'),
      nginxConfig({
        listenPort: balancerPort!,
        upstreams: members.map((node) => `127.0.0.1:${node.port}`),
        prefix: nginxDir,
        // Started as root, nginx would run its worker as nobody, who cannot enter this folder.
        user: process.getuid?.() === 0 ? 'root' : undefined,
      }),
    );
    const balancer = spawnTracked(NGINX_PATH, nginxArguments(nginxDir), { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx = balancer;
    const tail = stderrTail(balancer);
    const errorLog = () => {
      const file = join(nginxDir, 'error.log');
      return [tail(), existsSync(file) ? readFileSync(file, 'utf8').trim() : ''].filter(Boolean).join('\n');
    };
    const url = `http://127.0.0.1:${balancerPort}`;
    await waitForAnswer(`${url}${READY_PATH}`, balancer, 'nginx', errorLog);
    return {
      url,
      databaseUrl: databaseUrl.toString(),
      nodes: members.map(({ id, url: nodeUrl, port, kill: killNode, stop: stopNode, start }) => ({
        id,
        url: nodeUrl,
        port,
        kill: killNode,
        stop: stopNode,
        start,
      })),
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
