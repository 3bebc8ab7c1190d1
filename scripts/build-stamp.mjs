// `npm test` builds only when the build is not current: `npm run build` ends by writing a stamp,
// the hash of every file the build reads (the tracked and new files of the repository, less the
// tests and documents); `node scripts/build-stamp.mjs check` runs the build when the hash differs
// or an output is missing. So .ci/run, which builds before it lints, builds once.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAMP = join(root, 'node_modules', '.cache', 'employment-cloud', 'build-stamp');
const OUTPUTS = ['packages/usersig/dist', 'packages/chat-widget/dist', 'packages/server/dist/main.js', 'packages/console/dist/index.html'];
const NOT_READ_BY_THE_BUILD = [/^tests\//, /^docs\//, /^packages\/test-support\//, /\.test\.tsx?$/, /\.test-d\.ts$/, /\.md$/, /(^|\/)test\//];

function inputsHash() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  const files = listed
    .split('\0')
    .filter((file) => file && !NOT_READ_BY_THE_BUILD.some((pattern) => pattern.test(file)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const path = join(root, file);
    if (!existsSync(path)) continue; // deleted but not yet staged
    hash.update(file).update('\0').update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

const mode = process.argv[2];
if (mode === 'write') {
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, inputsHash());
} else if (mode === 'check') {
  const current = existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputsHash() && OUTPUTS.every((output) => existsSync(join(root, output)));
  if (current) console.log('build: current (nothing it reads changed since the last `npm run build`)');
  else {
    const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    process.exit(run.status ?? 1);
  }
} else {
  console.error('usage: node scripts/build-stamp.mjs write|check');
  process.exit(2);
}
