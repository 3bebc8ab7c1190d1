// Longest suites first, so that two workers finish together instead of one running a long
// browser suite alone at the end. Jest orders by the durations it remembers from earlier runs; a
// fresh clone (CI) has none and jest would fall back to file size alone, which puts a small unit
// file before a browser suite. Without a remembered duration a suite's is estimated here: its
// project's typical seconds (a browser suite starts a server and Chromium; a live view suite a
// server; a server suite a database) times its size in units of 10 kB, plus one.
const Sequencer = require('@jest/test-sequencer').default;

const TYPICAL_SECONDS = {
  e2e: 60,
  'chat-widget-dom': 20,
  'console-dom': 20,
  react18: 20,
  examples: 20,
  tests: 15,
  cluster: 30,
  'contract-postgres': 10,
  server: 10,
  'server-postgres': 6,
};

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    for (const test of tests) {
      const remembered = this.time(test);
      const project = test.context.config.displayName?.name ?? '';
      const size = test.context.hasteFS.getSize(test.path) ?? 0;
      test.duration = remembered ?? (TYPICAL_SECONDS[project] ?? 1) * 1000 * (1 + size / 10_000);
    }
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      return b.duration - a.duration;
    });
  }
}

module.exports = LongestFirstSequencer;
