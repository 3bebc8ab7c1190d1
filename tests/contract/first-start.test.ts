// The built server's first start on a new PGlite folder: the cluster, the migrations and the demo
// data are made by a child process (packages/server/src/prepare-data.ts), and the server reports
// them and serves them as if it had made them itself; a restart finds everything made.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrations } from '../../packages/server/src/db/migrate';
import { freePort, kill, serverEntry, serverSettings } from '@employment-cloud/test-support/server/server-process';
import { spawnTracked } from '@employment-cloud/test-support/server/test-children';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'ec-first-start-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the built server and resolves with it and its log once it listens. */
async function start(port: number): Promise<{ child: ChildProcess; log: () => string }> {
  const child = spawnTracked(process.execPath, ['--liftoff-only', serverEntry], {
    env: { PATH: process.env.PATH, ...serverSettings(port, dataDir, { LOG_LEVEL: 'info', LOG_REQUESTS: '0' }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
  });
  return { child, log: () => out };
}

it('creates, migrates and seeds a new folder, then restarts on it without doing so again', async () => {
  const port = await freePort();
  const first = await start(port);
  try {
    const last = Object.keys(migrations).at(-1)!;
    expect(first.log()).toMatch(new RegExp(`database: pglite at .*; applied 0001-initial, .*${last}; demo data created`));
    const res = await fetch(`http://127.0.0.1:${port}/front/v1/common/mockLogin?username=demo_hr&scope=company`, { method: 'POST' });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    // A second server on the same folder refuses to start (packages/server/src/db/data-dir-lock.ts).
    const second = spawnTracked(process.execPath, ['--liftoff-only', serverEntry], {
      env: { PATH: process.env.PATH, ...serverSettings(await freePort(), dataDir, {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    second.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect({ code, errors }).toEqual({ code: 1, errors: expect.stringContaining(`the data folder ${dataDir} is in use by process ${first.child.pid}`) });
  } finally {
    await kill(first.child, 'SIGTERM');
  }
  const again = await start(port);
  try {
    expect(again.log()).toMatch(/database: pglite at [^"]*"/);
    expect(again.log()).not.toMatch(/applied|demo data created/);
  } finally {
    await kill(again.child, 'SIGTERM');
  }
}, 120_000);
