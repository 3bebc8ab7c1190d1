// The test run's scratch folder (EC_TEST_RUN_DIR): the seeded templates that suites copy instead
// of seeding their own database live there for the run's length (tests/contract/seeded-template.ts,
// packages/server/test/seeded-database.ts). Workers inherit the variable; teardown removes it.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async function globalSetup() {
  process.env.EC_TEST_RUN_DIR = mkdtempSync(join(tmpdir(), 'ec-test-run-'));
};
