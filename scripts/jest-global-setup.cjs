// The test run's scratch folder (EC_TEST_RUN_DIR): the seeded templates that suites copy instead
// of seeding their own database live there for the run's length (seeded-template.ts and
// seeded-database.ts in packages/test-support/src/server). Workers inherit the variable; teardown
// removes it.
//
// On a machine whose /dev/shm is a roomy tmpfs, the whole run's temporary files go there (TMPDIR,
// which the workers and everything they start inherit): every server a suite starts copies a
// 42 MB data folder and removes it after, and on the disk (ext4 mounted with `discard`) that copy
// and removal cost about 0.5 s of CPU per suite against 0.1 s in memory (docs/development.md).
const { mkdtempSync, statfsSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

/** Free bytes a memory-backed scratch root needs: templates, a few servers' folders, browser profiles. */
const MEMORY_SCRATCH_FREE_BYTES = 4 * 1024 ** 3;
const TMPFS_MAGIC = 0x01021994;

/** /dev/shm when it is a tmpfs with room, unless EC_TEST_SCRATCH=disk; otherwise undefined. */
function memoryScratchRoot() {
  if (process.env.EC_TEST_SCRATCH === 'disk') return undefined;
  try {
    const stats = statfsSync('/dev/shm');
    return stats.type === TMPFS_MAGIC && stats.bavail * stats.bsize >= MEMORY_SCRATCH_FREE_BYTES ? '/dev/shm' : undefined;
  } catch {
    return undefined;
  }
}

module.exports = async function globalSetup() {
  const memory = memoryScratchRoot();
  if (memory) {
    process.env.EC_TEST_SCRATCH_DIR = mkdtempSync(join(memory, 'ec-test-tmp-'));
    process.env.TMPDIR = process.env.EC_TEST_SCRATCH_DIR;
  }
  process.env.EC_TEST_RUN_DIR = mkdtempSync(join(tmpdir(), 'ec-test-run-'));
};
