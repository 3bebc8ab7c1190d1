// The worker's server host (server-host.ts): servers with their own settings and data side by
// side, each stopped alone, and a fresh copy of the demo data for each.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tokenOf } from '../e2e/models/api';
import { startServer, type RunningServer } from '@employment-cloud/test-support/server/server-host';
import { freePort } from '@employment-cloud/test-support/server/server-process';

const folders: string[] = [];
const running: RunningServer[] = [];

async function server(env: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-host-test-'));
  folders.push(dataDir);
  running.push(await startServer(port, dataDir, env));
  return `http://127.0.0.1:${port}`;
}

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop().catch(() => undefined)));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

it('runs two servers at once, each on its own data, and stops one without the other', async () => {
  const [first, second] = [await server(), await server()];
  // From this worker's host, not processes of their own: the host has said where it listens.
  expect(existsSync(join(process.env.EC_TEST_RUN_DIR ?? '', `server-host-${process.env.JEST_WORKER_ID ?? '1'}.json`))).toBe(true);
  // A session made on the first server is unknown to the second: their databases are apart.
  const token = await tokenOf(first, 'demo_hr');
  const me = (origin: string) =>
    fetch(`${origin}/front/v1/user/info`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<{ code: number }>);
  expect((await me(first)).code).toBe(200);
  expect((await me(second)).code).toBe(401);

  await running[0]!.stop();
  await expect(fetch(`${first}/front/v1/common/dict-data?dictType=sex`)).rejects.toThrow();
  expect((await fetch(`${second}/front/v1/common/dict-data?dictType=sex`)).ok).toBe(true);
});

it("serves with the suite's settings", async () => {
  const withoutMockLogin = await server({ ALLOW_MOCK_LOGIN: '0' });
  await expect(tokenOf(withoutMockLogin, 'demo_hr')).rejects.toThrow(/mockLogin/);
});

it('a host that has grown too big answers its last request, closing, and then no other', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ec-host-retire-'));
  folders.push(dir);
  const info = join(dir, 'host.json');
  // A limit of one byte: the first answer with no server running is the host's last.
  const host = spawn(process.execPath, [join(__dirname, '..', '..', 'packages', 'server', 'dist', 'server-host.js'), info, '1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => host.once('exit', resolve));
  while (!existsSync(info)) await new Promise((resolve) => setTimeout(resolve, 20));
  const { port } = JSON.parse(readFileSync(info, 'utf8')) as { port: number };

  const last = await fetch(`http://127.0.0.1:${port}/health`);
  expect(last.status).toBe(200);
  expect(last.headers.get('connection')).toBe('close');
  // Asked again at once, it does not answer 200: a suite that asks starts a new host.
  const again = await fetch(`http://127.0.0.1:${port}/health`).then(
    (res) => res.status,
    () => 'refused',
  );
  expect(again).not.toBe(200);
  expect(await exited).toBe(0);
});
