// One jest run for the whole repository: a project per package, all with the swc transform.
const transform = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
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

// ESM-only packages that jest must transform (see ../shared/TOOLCHAIN.md, pitfall 4).
const transformIgnorePatterns = ['/node_modules/(?!(ofetch|destr|ufo|node-fetch-native|@noble/hashes|pako)/)'];

const base = {
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.cjs'],
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
      displayName: 'examples',
      rootDir: __dirname,
      roots: ['<rootDir>/examples'],
      testEnvironment: 'node',
    },
  ],
};
