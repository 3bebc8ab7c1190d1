// `npm start`: build what is needed, then run the product on the embedded defaults with demo data.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const build = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The demo signs in with mockLogin unless the caller decided otherwise, and the example candidate
// portal (its own origin, port 8081) may embed the widget.
const env = {
  ...process.env,
  ALLOW_MOCK_LOGIN: process.env.ALLOW_MOCK_LOGIN ?? '1',
  WIDGET_ALLOWED_ORIGINS: process.env.WIDGET_ALLOWED_ORIGINS ?? 'http://127.0.0.1:8081,http://localhost:8081',
};
const server = spawn(process.execPath, ['packages/server/dist/main.js'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
