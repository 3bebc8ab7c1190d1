// One jest run for the whole repository: a project per package, all with the swc transform.
const transform = {
  '^.+\\.(t|j)sx?$|^.+\\.[mc]js$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  ],
};

// Packages published as ES modules, which jest's CommonJS runtime cannot load untransformed
// (docs/development.md §6, pitfall 4). Found by reading node_modules rather than listed by hand,
// plus PGlite, whose CommonJS build uses dynamic import().
const fs = require('node:fs');
const path = require('node:path');

function esmPackages(dir) {
  const names = [];
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) {
      for (const sub of fs.readdirSync(path.join(dir, entry))) names.push(`${entry}/${sub}`);
    } else names.push(entry);
  }
  return names.filter((name) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, name, 'package.json'), 'utf8')).type === 'module';
    } catch {
      return false;
    }
  });
}

const transformed = [...esmPackages(path.join(__dirname, 'node_modules')), '@electric-sql/pglite', '@electric-sql/pglite-utils'];
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const transformIgnorePatterns = [`/node_modules/(?!(${transformed.map(escape).join('|')})/)`];

const base = {
  // 'module-sync' reaches packages that publish only ES modules (file-type); swc then transforms them.
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', 'module-sync'] },
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

// React views in jsdom with fetch and the browser export conditions, able to reach a real server
// started by the test (the widget's, the React 18 host's and the console's view tests).
const liveDom = {
  testEnvironment: '<rootDir>/packages/chat-widget/test/dom/jsdom-with-fetch.cjs',
  testEnvironmentOptions: { customExportConditions: ['browser', 'module-sync'] },
  setupFiles: [...base.setupFiles, '<rootDir>/packages/chat-widget/test/dom/setup.cjs'],
};
/** Tests drive the real chat service from Node: `ws`'s browser entry is a stub that throws. */
const nodeWs = { '^ws$': '<rootDir>/node_modules/ws/index.js' };

// With a PostgreSQL (.ci/run gives one), the suites of packages/server/test run on it (the
// server-postgres project) and, of them, only these again on PGlite: the ones whose subject is
// what PGlite itself serves or stores (stored text, the chat service's queue, search and its index,
// uploads and files, shutdown, health, the read caches, prepared statements, the demo chat, the
// static files and headers). The rest are the routes' rules (every role against every route,
// generated requests, each area's routes): the same SQL runs on both, PGlite takes them up to three
// times as long, and PGlite is what every browser, view and contract suite's server runs on. The
// database layer's own suites (src/db, the seed) always run on PGlite. Without a PostgreSQL every
// suite runs on PGlite (docs/development.md §4, "Where the time goes").
const ALSO_ON_PGLITE = [
  'bad-characters',
  'chat',
  'chat-providers',
  'chat-queue',
  'chat-search',
  'chat-search-index',
  'chat-search-lag',
  'chat-shutdown',
  'chat-upload',
  'chat-upload-abort',
  'demo-chat',
  'health',
  'prepared-statement',
  'read-caches',
  'resume-file',
  'security-headers',
  'static',
  'static-compression',
  'talent-search',
  'upload',
];
for (const name of ALSO_ON_PGLITE) {
  // A renamed or mistyped suite would silently stop running on PGlite: fail the config instead.
  if (!fs.existsSync(path.join(__dirname, 'packages/server/test', `${name}.test.ts`))) throw new Error(`ALSO_ON_PGLITE names no suite: ${name}`);
}
/** Every suite of packages/server/test but those named. */
const POSTGRES_ONLY = `/packages/server/test/(?!(${ALSO_ON_PGLITE.join('|')})\\.test\\.ts$)[^/]+\\.test\\.ts$`;

module.exports = {
  // A deadline per test, not a wait: server suites start an embedded PostgreSQL per file, browser
  // suites a server and Chromium, two suites at a time on 2 cores.
  testTimeout: 60_000,
  // Two suites at a time, one per core. Workers are separate processes, so a suite that leaves a
  // handle open cannot keep the run from ending (in band, jest waits for it). EC_JEST_WORKERS
  // sets another count, to measure a machine with more cores.
  maxWorkers: Number(process.env.EC_JEST_WORKERS) || 2,
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  reporters: ['default', '<rootDir>/scripts/jest-timing-reporter.cjs', '<rootDir>/scripts/jest-summary-reporter.cjs'],
  // The run's scratch folder for the seeded templates suites share (packages/test-support/src/server/run-once.ts).
  globalSetup: '<rootDir>/scripts/jest-global-setup.cjs',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.cjs',
  projects: [
    {
      ...base,
      displayName: 'usersig',
      rootDir: __dirname,
      roots: ['<rootDir>/packages/usersig'],
      testEnvironment: 'node',
    },
    {
      ...base,
      displayName: 'chat-protocol',
      rootDir: __dirname,
      roots: ['<rootDir>/packages/chat-protocol'],
      testEnvironment: 'node',
    },
    {
      ...base,
      displayName: 'api-contract',
      rootDir: __dirname,
      roots: ['<rootDir>/packages/api-contract'],
      testEnvironment: 'node',
    },
    {
      ...base,
      displayName: 'chat-widget',
      rootDir: __dirname,
      roots: ['<rootDir>/packages/chat-widget'],
      testMatch: ['**/*.test.ts'],
      testEnvironment: 'node',
    },
    // The widget's React views and the embed: *.test.tsx in jsdom, with browser export conditions.
    {
      ...base,
      displayName: 'chat-widget-dom',
      rootDir: __dirname,
      roots: ['<rootDir>/packages/chat-widget'],
      testMatch: ['**/*.test.tsx'],
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { customExportConditions: ['browser', 'module-sync'] },
      setupFiles: [...base.setupFiles, '<rootDir>/packages/chat-widget/test/dom/setup.cjs'],
      moduleNameMapper: nodeWs,
    },
    // The widget in a React 18 host (examples/react18-host has React 18 of its own): every import
    // of react / react-dom, the widget's and its libraries', gets that copy.
    {
      ...base,
      displayName: 'react18',
      rootDir: __dirname,
      roots: ['<rootDir>/examples/react18-host'],
      testMatch: ['**/*.test.tsx'],
      ...liveDom,
      moduleNameMapper: {
        ...nodeWs,
        '^react$': '<rootDir>/examples/react18-host/node_modules/react',
        '^react/(.*)$': '<rootDir>/examples/react18-host/node_modules/react/$1',
        '^react-dom$': '<rootDir>/examples/react18-host/node_modules/react-dom',
        '^react-dom/(.*)$': '<rootDir>/examples/react18-host/node_modules/react-dom/$1',
      },
    },
    // The recruiter console: pure modules (*.test.ts) in node, views (*.test.tsx) in jsdom with fetch.
    {
      ...base,
      displayName: 'console',
      rootDir: __dirname,
      roots: ['<rootDir>/packages/console'],
      testMatch: ['**/*.test.ts'],
      testEnvironment: 'node',
    },
    {
      ...base,
      displayName: 'console-dom',
      rootDir: __dirname,
      roots: ['<rootDir>/packages/console'],
      testMatch: ['**/*.test.tsx'],
      ...liveDom,
      moduleNameMapper: {
        ...nodeWs,
        '\\.css$': '<rootDir>/packages/console/test/style-stub.cjs',
        // react-router 7's ES build uses `await import` and import.meta.hot, which jest's CommonJS runtime cannot run: its CommonJS build.
        '^react-router-dom$': '<rootDir>/node_modules/react-router-dom/dist/index.js',
        '^react-router$': '<rootDir>/node_modules/react-router/dist/development/index.js',
        '^react-router/dom$': '<rootDir>/node_modules/react-router/dist/development/dom-export.js',
      },
    },
    {
      ...base,
      displayName: 'server',
      rootDir: __dirname,
      roots: ['<rootDir>/packages/server'],
      // *.postgres.test.ts need a real PostgreSQL: the server-postgres project runs them. With one,
      // the route suites (all but ALSO_ON_PGLITE) run there only; without one, here.
      testPathIgnorePatterns: [...base.testPathIgnorePatterns, '\\.postgres\\.test\\.ts$', ...(process.env.TEST_DATABASE_URL ? [POSTGRES_ONLY] : [])],
      testEnvironment: 'node',
    },
    // The server's integration suite again on a real PostgreSQL, when one is given (.ci/run does).
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            ...base,
            displayName: 'server-postgres',
            rootDir: __dirname,
            roots: ['<rootDir>/packages/server/test'],
            // Serving the built files runs no SQL: those two suites run on PGlite only.
            testPathIgnorePatterns: [...base.testPathIgnorePatterns, '/static(-compression)?\\.test\\.ts$'],
            testEnvironment: 'node',
            setupFiles: [...base.setupFiles, '<rootDir>/packages/server/test/use-postgres.cjs'],
          },
          // The engine-against-server contract suites too, less kill-restart and first-start (they need
          // PGlite's data folder) and the units of the test infrastructure, which run no SQL.
          {
            ...base,
            displayName: 'contract-postgres',
            rootDir: __dirname,
            roots: ['<rootDir>/tests/contract'],
            testPathIgnorePatterns: ['/node_modules/', 'kill-restart', 'first-start', 'test-children', 'start-together', 'demo-data-day'],
            testEnvironment: 'node',
            setupFiles: [...base.setupFiles, '<rootDir>/packages/server/test/use-postgres.cjs'],
          },
          // Built server nodes on one PostgreSQL behind nginx (tests/cluster/cluster.ts).
          {
            ...base,
            displayName: 'cluster',
            rootDir: __dirname,
            roots: ['<rootDir>/tests/cluster'],
            testEnvironment: 'node',
          },
        ]
      : []),
    {
      ...base,
      displayName: 'tests',
      rootDir: __dirname,
      roots: ['<rootDir>/tests/contract', '<rootDir>/tests/packages'],
      // *.postgres.test.ts need a real PostgreSQL: the contract-postgres project runs them.
      testPathIgnorePatterns: [...base.testPathIgnorePatterns, '\\.postgres\\.test\\.ts$'],
      testEnvironment: 'node',
    },
    {
      ...base,
      displayName: 'e2e',
      rootDir: __dirname,
      roots: ['<rootDir>/tests/e2e'],
      testEnvironment: 'node',
    },
    {
      ...base,
      displayName: 'examples',
      rootDir: __dirname,
      roots: ['<rootDir>/examples'],
      testMatch: ['**/*.test.ts'],
      testEnvironment: 'node',
    },
  ],
};
