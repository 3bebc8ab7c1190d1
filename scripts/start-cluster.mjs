// `npm run start:cluster`: the deployment of README.md's "Deployment" section on one machine.
// Two built server nodes (node-a, node-b) on one PostgreSQL, nginx in front of them on
// CLUSTER_PORT (8090) with the balancer settings of scripts/cluster/nginx-config.mjs, and the
// example candidate portal on its own origin as `npm start` runs it (scripts/start.mjs).
// PostgreSQL: DATABASE_URL when set, else a throwaway cluster of Debian's postgresql (as .ci/run
// starts one), removed on exit. Ctrl+C or SIGTERM stops everything.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { NGINX_PATH, nginxArguments, nginxConfig } from './cluster/nginx-config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'packages', 'server', 'dist', 'main.js');
const PG_ROOT = '/usr/lib/postgresql';
const READY_PATH = '/front/v1/common/dict-data?dictType=sex';
const NODE_IDS = ['node-a', 'node-b'];
const isRoot = process.getuid?.() === 0;

/** What to undo on exit, last first: each entry stops one thing (children, PostgreSQL, folders). */
const cleanups = [];
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let stopping = false;

function fail(message) {
  console.error(`start:cluster: ${message}`);
  return stop(1);
}

/** Debian packages, installed as .ci/run's ensure_apt does when running as root. */
function ensureApt(missing) {
  if (missing.length === 0) return;
  if (!isRoot) throw new Error(`needs Debian's ${missing.join(' and ')}: sudo apt-get install ${missing.join(' ')}`);
  console.log(`== apt-get install ${missing.join(' ')}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=120', ...missing], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** Whether 127.0.0.1:`port` can be listened on now. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Runs a PostgreSQL program, as the postgres user when this process is root (initdb refuses root). */
function runAsOwner(program, args) {
  if (!isRoot) {
    execFileSync(program, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    return;
  }
  const quoted = [program, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  execFileSync('su', ['postgres', '-c', quoted], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The newest of Debian's PostgreSQL versions installed (the one with an initdb), if any. */
function postgresVersion() {
  if (!existsSync(PG_ROOT)) return undefined;
  return readdirSync(PG_ROOT)
    .filter((name) => existsSync(join(PG_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
}

/** A throwaway PostgreSQL cluster on a free loopback port, stopped and removed on exit; its URL. */
async function throwawayPostgres() {
  const version = postgresVersion();
  if (!version) throw new Error(`no initdb under ${PG_ROOT}: apt-get install postgresql`);
  const bin = join(PG_ROOT, version, 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'ec-cluster-pg-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  if (isRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  console.log(`== PostgreSQL ${version}: a throwaway cluster on 127.0.0.1:${port} (${dir})`);
  runAsOwner(join(bin, 'initdb'), ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C.UTF-8']);
  runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  // Ctrl+C in a terminal reaches PostgreSQL too, which then stops by itself: only a running one is stopped.
  cleanups.push(() => existsSync(join(data, 'postmaster.pid')) && runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']));
  runAsOwner(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'employment']);
  return { url: `postgres://postgres@127.0.0.1:${port}/employment`, label: `PostgreSQL ${version} (throwaway, removed on exit)` };
}

/** Each line a child writes, prefixed with its name. */
function prefixOutput(child, name) {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
}

function launch(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  prefixOutput(child, name);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    console.error(`[${name}] exited with ${signal ?? code}`);
    // A node may be killed to watch the balancer send its share to the other; without nginx nothing is reachable.
    if (name === 'nginx') void fail('nginx stopped: stopping the cluster');
  });
  return child;
}

/** Resolves once `url` answers 200; rejects if `child` exits first or after two minutes. */
async function waitForAnswer(url, child, name) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before answering ${url}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Stops the portal, nginx and the nodes (SIGTERM, then waits), then PostgreSQL, then removes the folders. */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = [...children];
  for (const child of running) child.kill('SIGTERM');
  // The server stops within 10 s (packages/server/src/main.ts); nginx's SIGTERM is its fast shutdown.
  const killer = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 15_000);
  await Promise.all(running.map(exited));
  clearTimeout(killer);
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`start:cluster: ${error instanceof Error ? error.message : error}`);
    }
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

async function main() {
  if (!existsSync(serverEntry)) {
    throw new Error('packages/server/dist/main.js is missing: run `npm run build` once first');
  }
  const balancerPort = Number(process.env.CLUSTER_PORT ?? 8090);
  const portalPort = Number(process.env.PORTAL_PORT ?? 8081);
  if (!(await portIsFree(balancerPort))) throw new Error(`port ${balancerPort} is in use: set CLUSTER_PORT to another`);
  ensureApt([...(process.env.DATABASE_URL || postgresVersion() ? [] : ['postgresql']), ...(existsSync(NGINX_PATH) ? [] : ['nginx'])]);

  const database = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, label: 'DATABASE_URL' } : await throwawayPostgres();
  const dir = mkdtempSync(join(tmpdir(), 'ec-cluster-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const nginxDir = join(dir, 'nginx');
  mkdirSync(nginxDir);
  // The nodes' DATA_DIR: with a throwaway database a temporary one, removed with it; with
  // DATABASE_URL the server's own default (.data). Both nodes get the same.
  let dataDir = process.env.DATA_DIR;
  if (!dataDir && !process.env.DATABASE_URL) {
    dataDir = join(dir, 'data');
    mkdirSync(dataDir);
  }

  const nodeEnv = {
    ...process.env,
    // As `npm start` (scripts/start.mjs): the demo logins, and the example portal's origin let in.
    ALLOW_MOCK_LOGIN: process.env.ALLOW_MOCK_LOGIN ?? '1',
    WIDGET_ALLOWED_ORIGINS: process.env.WIDGET_ALLOWED_ORIGINS ?? `http://127.0.0.1:${portalPort},http://localhost:${portalPort}`,
    DATABASE_URL: database.url,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    HOST: '127.0.0.1',
    // Only the balancer (on this machine) reaches the nodes: believe its X-Forwarded-* headers.
    TRUST_PROXY: '127.0.0.1',
  };
  const nodes = [];
  for (const id of NODE_IDS) nodes.push({ id, port: await freePort() });
  const startNode = async (node) => {
    const child = launch(node.id, process.execPath, [serverEntry], { cwd: root, env: { ...nodeEnv, PORT: String(node.port), NODE_ID: node.id } });
    await waitForAnswer(`http://127.0.0.1:${node.port}${READY_PATH}`, child, node.id);
  };
  // The first node migrates and seeds an empty database; the others then start together.
  console.log(`== ${nodes[0].id} on 127.0.0.1:${nodes[0].port}`);
  await startNode(nodes[0]);
  console.log(`== ${nodes.slice(1).map((node) => `${node.id} on 127.0.0.1:${node.port}`)}`);
  await Promise.all(nodes.slice(1).map(startNode));

  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    nginxConfig({
      listenPort: balancerPort,
      upstreams: nodes.map((node) => `127.0.0.1:${node.port}`),
      prefix: nginxDir,
      // Started as root, nginx would run its worker as nobody, who cannot enter this folder.
      user: isRoot ? 'root' : undefined,
    }),
  );
  const balancer = `http://127.0.0.1:${balancerPort}`;
  console.log(`== nginx on ${balancer} (${join(nginxDir, 'nginx.conf')})`);
  await waitForAnswer(`${balancer}${READY_PATH}`, launch('nginx', NGINX_PATH, nginxArguments(nginxDir), {}), 'nginx');

  // The example candidate portal on its own origin, calling the API through the balancer.
  let portalUrl = `(did not start)`;
  try {
    const { startPortal } = await import('../examples/candidate-portal/serve.mjs');
    const portal = await startPortal({ port: portalPort, apiBase: balancer });
    cleanups.push(() => portal.close());
    portalUrl = portal.url;
  } catch (error) {
    console.error(`start:cluster: the candidate portal did not start: ${error instanceof Error ? error.message : error}`);
  }

  console.log(
    [
      '',
      `employment-cloud: ${nodes.length} nodes on one PostgreSQL (${database.label}) behind nginx`,
      `  balancer           ${balancer}/   (round robin; each answer's x-ec-node header names its node)`,
      `  recruiter console  ${balancer}/enterprise_web/   demo_hr, demo_admin`,
      `  candidate portal   ${portalUrl}   demo_c1 … demo_c30`,
      ...nodes.map((node) => `  ${node.id.padEnd(18)} http://127.0.0.1:${node.port}/`),
      '  every demo password is demo1234',
      '',
      'Ctrl+C stops everything.',
    ].join('\n'),
  );
}

main().catch((error) => void fail(error instanceof Error ? error.message : String(error)));
