// `npm start`: build what is needed, then run the product.
// The reference server (packages/server) is not built yet; until it is, this builds the
// libraries and runs what exists, so the command always works on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['run', 'build']);

if (existsSync(new URL('packages/server/package.json', root))) {
  run(['run', 'start', '--workspace', 'packages/server']);
} else {
  console.log('\nemployment-cloud: the libraries are built. Running the UserSig example:\n');
  run(['start', '--workspace', 'examples/usersig-node']);
  console.log('\nThe server, console, widget and example portal join this command as they are built.');
}
