// Stops the jest workers' server hosts still running (server-host.ts in
// packages/test-support/src/server) and any process a suite left running (test-children.ts there),
// then removes the run's scratch folder, the PostgreSQL databases listed in it and the
// memory-backed temporary folder (see scripts/jest-global-setup.cjs).
const { rmSync, readFileSync, readdirSync, existsSync } = require('node:fs');
const { join } = require('node:path');

module.exports = async function globalTeardown() {
  const runDir = process.env.EC_TEST_RUN_DIR;
  if (!runDir) return;
  for (const file of existsSync(runDir) ? readdirSync(runDir) : []) {
    if (!/^server-host-.*\.json$/.test(file)) continue;
    try {
      process.kill(JSON.parse(readFileSync(join(runDir, file), 'utf8')).pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // Processes a suite started and did not stop (packages/test-support/src/server/test-children.ts).
  const children = join(runDir, 'children');
  for (const pid of existsSync(children) ? readdirSync(children) : []) {
    try {
      // Only a Node process or an nginx master: a PID of a child that exited unseen may have been given to another.
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      // The cluster tests' balancer (tests/cluster/cluster.ts): SIGTERM, on which the master stops its workers too (SIGKILL would leave them serving).
      const nginx = cmdline.startsWith('nginx: master process') && cmdline.includes(' -p ');
      if (!nginx && !cmdline.includes(process.execPath)) continue;
      process.kill(Number(pid), nginx ? 'SIGTERM' : 'SIGKILL');
      console.error(`global teardown: killed process ${pid}, which a suite left running`);
    } catch {
      // already gone
    }
  }
  // The template databases, and the cluster tests' databases that a suite did not drop (tests/cluster/cluster.ts).
  const names = ['postgres-templates', 'postgres-databases']
    .map((file) => join(runDir, file))
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').filter(Boolean));
  if (names.length > 0 && process.env.TEST_DATABASE_URL) {
    const pg = require('pg');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of names) {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  }
  rmSync(runDir, { recursive: true, force: true });
  delete process.env.EC_TEST_RUN_DIR;
  // The memory-backed temporary folder (scripts/jest-global-setup.cjs), with whatever a suite left in it.
  const scratch = process.env.EC_TEST_SCRATCH_DIR;
  if (scratch) {
    rmSync(scratch, { recursive: true, force: true });
    delete process.env.EC_TEST_SCRATCH_DIR;
  }
};
