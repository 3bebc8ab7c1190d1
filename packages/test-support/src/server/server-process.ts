import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fillFromTemplate } from './seeded-template';
import { spawnTracked } from './test-children';

const repoRoot = join(__dirname, '..', '..', '..', '..');
export const serverEntry = join(repoRoot, 'packages', 'server', 'dist', 'main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The buffer pool of every test database (PGLITE_SHARED_BUFFERS): a smaller pool starts sooner (packages/server/src/db/connect.ts). */
export const TEST_SHARED_BUFFERS = '16MB';

/** The settings a test's server runs with: the demo logins allowed, warnings only, a small PGlite buffer pool; `env` over them. */
export function serverSettings(port: number, dataDir: string, env: Record<string, string>): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ALLOW_MOCK_LOGIN: '1',
    LOG_LEVEL: 'warn',
    PGLITE_SHARED_BUFFERS: TEST_SHARED_BUFFERS,
    ...env,
  };
}

/** Fills an empty `dataDir` from the run's seeded template for these settings, which one server process seeds (seeded-template.ts). */
export async function fillWithDemoData(dataDir: string, env: Record<string, string>): Promise<void> {
  if (!existsSync(serverEntry)) throw new Error('packages/server/dist is missing: run `npm run build` first');
  await fillFromTemplate(dataDir, env, async (templateDir) => {
    const seeding = await startAndWait(await freePort(), templateDir, env);
    await kill(seeding, 'SIGTERM');
    if (seeding.exitCode !== 0) throw new Error(`the template server stopped with ${seeding.exitCode ?? seeding.signalCode}`);
  });
}

/** The built server as its own process, as `npm start` runs it; resolves once it answers HTTP. `env` adds settings (CHAT_SENSITIVE_WORDS...). An empty `dataDir` starts from the run's seeded template (seeded-template.ts). */
export async function spawnServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  await fillWithDemoData(dataDir, env);
  return startAndWait(port, dataDir, env);
}

async function startAndWait(port: number, dataDir: string, env: Record<string, string>): Promise<ChildProcess> {
  // --liftoff-only: V8 runs PGlite's WebAssembly with its baseline compiler only. A test's server
  // lives seconds, and optimising PostgreSQL's hot functions cost it more CPU than they saved (the
  // DOM suites ran about a fifth faster on the 2 cores; docs/development.md). `npm start` keeps V8's default.
  const child = spawnTracked(process.execPath, ['--liftoff-only', serverEntry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...serverSettings(port, dataDir, env) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/front/v1/common/dict-data?dictType=sex`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
