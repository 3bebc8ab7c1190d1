// Processes a suite spawns are listed in the run folder while they run, and the run's global
// teardown kills any a suite left behind (test-children.ts, scripts/jest-global-teardown.cjs).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnTracked } from '@employment-cloud/test-support/server/test-children';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the teardown is the CommonJS script jest runs.
const teardown = require('../../scripts/jest-global-teardown.cjs') as () => Promise<void>;

// The teardown removes the run's folders: it gets folders of its own here, never this run's.
const runDir = process.env.EC_TEST_RUN_DIR;
const runScratch = process.env.EC_TEST_SCRATCH_DIR;
let scratch: string;
let memoryScratch: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'ec-children-'));
  memoryScratch = mkdtempSync(join(tmpdir(), 'ec-children-tmp-'));
  process.env.EC_TEST_RUN_DIR = scratch;
  process.env.EC_TEST_SCRATCH_DIR = memoryScratch;
});
afterEach(() => {
  process.env.EC_TEST_RUN_DIR = runDir;
  if (runScratch === undefined) delete process.env.EC_TEST_SCRATCH_DIR;
  else process.env.EC_TEST_SCRATCH_DIR = runScratch;
  rmSync(scratch, { recursive: true, force: true });
  rmSync(memoryScratch, { recursive: true, force: true });
});

const sleeper = () => spawnTracked(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });

it('lists a child while it runs and forgets it once it exits', async () => {
  const child = sleeper();
  const listed = join(scratch, 'children', String(child.pid));
  expect(existsSync(listed)).toBe(true);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  expect(existsSync(listed)).toBe(false);
});

it('the global teardown kills a child a suite left running', async () => {
  const child = sleeper();
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  await teardown();
  expect(await exited).toBe('SIGKILL');
});

it('the global teardown removes the run folder and the temporary folder it was given', async () => {
  await teardown();
  expect([existsSync(scratch), existsSync(memoryScratch)]).toEqual([false, false]);
});
