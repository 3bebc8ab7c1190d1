// Servers for the suites from their jest worker's server host (packages/server/src/server-host.ts,
// docs/development.md): the first suite in a worker starts the host, a process that outlives the
// suite; every suite then asks it for a server with its own settings and a fresh copy of the demo
// data, and stops that server when it ends. The host exits with its worker, and the run's global
// teardown stops any host still running. Without a run folder (EC_TEST_RUN_DIR) or a built host,
// each server is its own process, as spawnServer starts one.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fillWithDemoData, kill, serverSettings, spawnServer } from './server-process';

const repoRoot = join(__dirname, '..', '..', '..', '..');
const hostEntry = join(repoRoot, 'packages', 'server', 'dist', 'server-host.js');
const HOST_START_LIMIT_MS = 60_000;

export interface RunningServer {
  /** Stops the server; its data folder stays (the caller removes it). */
  stop(): Promise<void>;
}

async function control(port: number, path: string, body?: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  if (!res.ok) throw new Error(`the server host's ${path} failed: ${await res.text()}`);
}

async function answers(port: number): Promise<boolean> {
  try {
    await control(port, '/health');
    return true;
  } catch {
    return false;
  }
}

/** The control port a host wrote to its info file, if it answers there. */
async function answeringPort(info: string): Promise<number | undefined> {
  if (!existsSync(info)) return undefined;
  const { port } = JSON.parse(readFileSync(info, 'utf8')) as { port: number };
  return (await answers(port)) ? port : undefined;
}

/** The control port of this worker's host, started if it is not running; undefined when there is none to have. */
async function workerHost(): Promise<number | undefined> {
  const runDir = process.env.EC_TEST_RUN_DIR;
  if (!runDir || !existsSync(hostEntry)) return undefined;
  const name = `server-host-${process.env.JEST_WORKER_ID ?? '1'}`;
  const info = join(runDir, `${name}.json`);
  const running = await answeringPort(info);
  if (running !== undefined) return running;
  rmSync(info, { force: true });
  const log = openSync(join(runDir, `${name}.log`), 'a');
  // --liftoff-only, as spawned servers run (server-process.ts). Its own process group, so that it
  // is not part of the worker's; it watches the worker and exits when the worker has.
  const host = spawn(process.execPath, ['--liftoff-only', hostEntry, info], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  host.unref();
  const deadline = Date.now() + HOST_START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (host.exitCode !== null) break;
    const port = await answeringPort(info);
    if (port !== undefined) return port;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  host.kill('SIGKILL');
  throw new Error(`the server host did not start (its log: ${join(runDir, `${name}.log`)})`);
}

/**
 * The built server on `port` with these settings (`env` over serverSettings'), answering once this
 * resolves: from the worker's host, or as its own process. An empty `dataDir` gets the demo data.
 */
export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const host = await workerHost();
  if (host === undefined) {
    const child = await spawnServer(port, dataDir, env);
    return { stop: () => kill(child, 'SIGTERM') };
  }
  await fillWithDemoData(dataDir, env);
  await control(host, '/start', { port, dataDir, env: serverSettings(port, dataDir, env) });
  return { stop: () => control(host, '/stop', { port }) };
}
