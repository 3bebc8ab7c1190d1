// `npm start`: build what is needed, then run the product on the embedded defaults with demo data.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const build = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The demo signs in with mockLogin unless the caller decided otherwise, and the example candidate
// portal (its own origin, port 8081 or PORTAL_PORT) may embed the widget.
const portalPort = Number(process.env.PORTAL_PORT ?? 8081);
const env = {
  ...process.env,
  ALLOW_MOCK_LOGIN: process.env.ALLOW_MOCK_LOGIN ?? '1',
  WIDGET_ALLOWED_ORIGINS: process.env.WIDGET_ALLOWED_ORIGINS ?? `http://127.0.0.1:${portalPort},http://localhost:${portalPort}`,
};
const server = spawn(process.execPath, ['packages/server/dist/main.js'], { cwd: root, stdio: 'inherit', env });
/** @type {{ url: string, close: () => Promise<void> } | undefined} */
let portal;
/** @type {Promise<void> | undefined} */
let portalClosed;
const closePortal = () => (portalClosed ??= portal ? portal.close() : Promise.resolve());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
    void closePortal();
  });
}
server.on('exit', async (code, signal) => {
  await closePortal();
  process.exit(signal ? 0 : (code ?? 0));
});

// Once the API answers, the example candidate portal (examples/candidate-portal) starts beside
// it, in this process, on the origin WIDGET_ALLOWED_ORIGINS lets in by default.
const apiBase = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
async function apiIsUp() {
  for (let tries = 0; tries < 600; tries++) {
    if (server.exitCode !== null) return false;
    try {
      await fetch(`${apiBase}/front/v1/common/dict-data?dictType=job_status`);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}
if (await apiIsUp()) {
  const { startPortal } = await import('../examples/candidate-portal/serve.mjs');
  try {
    portal = await startPortal({ port: portalPort, apiBase });
    console.log(`候选人门户 (candidate portal): ${portal.url}`);
  } catch (error) {
    console.error(`候选人门户 (candidate portal) did not start: ${error instanceof Error ? error.message : error}`);
  }
}
