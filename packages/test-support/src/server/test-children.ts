// Processes the suites start (servers, the example portal), tracked so that the run's global
// teardown can stop any a suite left behind (scripts/jest-global-teardown.cjs). A child that
// outlives its jest worker holds the worker's inherited stderr open, and with it the jest run:
// one leak used to keep CI waiting past its limit after the tests had finished.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a run lists its children's PIDs, one empty file each; undefined outside a jest run. */
export function childrenDir(): string | undefined {
  const runDir = process.env.EC_TEST_RUN_DIR;
  return runDir ? join(runDir, 'children') : undefined;
}

/** `spawn`, with the child listed in the run's folder until it exits. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  const dir = childrenDir();
  if (dir && child.pid !== undefined) {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, String(child.pid));
    writeFileSync(file, '');
    child.once('exit', () => rmSync(file, { force: true }));
  }
  return child;
}
