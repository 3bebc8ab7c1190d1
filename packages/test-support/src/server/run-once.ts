// Something a whole test run builds once and its suites share (the seeded templates): the first
// suite to ask builds it under a lock folder in the run's scratch folder (EC_TEST_RUN_DIR, made by
// jest's global setup); the others, in any worker, wait for it.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const WAIT_LIMIT_MS = 180_000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The China date the demo data would be seeded on now, for a seeded template's name: the seed
 * places its dates relative to that day (packages/server/src/db/seed/clock.ts), so a template
 * seeded before midnight in China is a day off for the suites after it. A run that crosses
 * midnight seeds a new one.
 */
export function demoDataDay(): string {
  return new Date(Date.now() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

async function waitFor(ready: string, failed: string): Promise<boolean> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(ready)) return true;
    if (existsSync(failed)) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * The path of the run's `name`, built by `build(path)` if no suite has yet (a file or a folder it
 * creates at `path`). Undefined without a run folder or when building failed: the caller then does
 * the work itself.
 */
export async function buildOncePerRun(name: string, build: (path: string) => Promise<void>): Promise<string | undefined> {
  const runDir = process.env.EC_TEST_RUN_DIR;
  if (!runDir) return undefined;
  const ready = join(runDir, name);
  const failed = `${ready}.failed`;
  try {
    mkdirSync(`${ready}.lock`);
  } catch {
    return (await waitFor(ready, failed)) ? ready : undefined;
  }
  const building = `${ready}.building`;
  try {
    await build(building);
    renameSync(building, ready);
    return ready;
  } catch (error) {
    writeFileSync(failed, String(error));
    rmSync(building, { recursive: true, force: true });
    return undefined;
  }
}
