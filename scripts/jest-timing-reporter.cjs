// Prints, after the run, a table of each jest project's wall time (the union of its files'
// run intervals: projects share the workers) and the time its files took added up, and writes
// the same rows as JSON to EC_TIMINGS_FILE when set (.ci/run adds build and lint to it).
const { writeFileSync } = require('node:fs');

function unionMs(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = sorted[0] ?? [0, 0];
  for (const [s, e] of sorted.slice(1)) {
    if (s > end) {
      total += end - start;
      [start, end] = [s, e];
    } else end = Math.max(end, e);
  }
  return total + (end - start);
}

class TimingReporter {
  constructor() {
    this.byProject = new Map();
  }

  onTestResult(test, result) {
    const name = test.context.config.displayName?.name ?? 'default';
    const row = this.byProject.get(name) ?? { files: 0, tests: 0, intervals: [] };
    row.files += 1;
    row.tests += result.numPassingTests + result.numFailingTests + result.numPendingTests + result.numTodoTests;
    const { start, end } = result.perfStats;
    if (start && end) row.intervals.push([start, end]);
    this.byProject.set(name, row);
  }

  onRunComplete(_contexts, results) {
    const rows = [...this.byProject].map(([project, row]) => ({
      project,
      files: row.files,
      tests: row.tests,
      wallSeconds: Math.round(unionMs(row.intervals) / 1000),
      fileSeconds: Math.round(row.intervals.reduce((sum, [s, e]) => sum + e - s, 0) / 1000),
    }));
    rows.sort((a, b) => b.wallSeconds - a.wallSeconds);
    const total = {
      project: 'jest (all)',
      files: results.numTotalTestSuites,
      tests: results.numTotalTests,
      wallSeconds: Math.round((Date.now() - results.startTime) / 1000),
      fileSeconds: rows.reduce((sum, r) => sum + r.fileSeconds, 0),
    };
    if (process.env.EC_TIMINGS_FILE) {
      const outcome = { passed: results.numPassedTests, failed: results.numFailedTests, skipped: results.numPendingTests + results.numTodoTests };
      writeFileSync(process.env.EC_TIMINGS_FILE, JSON.stringify({ projects: [...rows, total], outcome }, null, 2));
    }
    const lines = [
      '',
      'project              files  tests   wall s  files s',
      ...[...rows, total].map(
        (r) =>
          `${r.project.padEnd(20)} ${String(r.files).padStart(5)} ${String(r.tests).padStart(6)} ${String(r.wallSeconds).padStart(8)} ${String(r.fileSeconds).padStart(8)}`,
      ),
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}

module.exports = TimingReporter;
