import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const DURATION_SECONDS = 8;

/** Starts the built server on a free loopback port with a fresh PGlite folder. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-bench-'));
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ALLOW_MOCK_LOGIN: '1', LOG_LEVEL: 'info', LOG_REQUESTS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the server did not start within 60 s'));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /listening on (http:\/\/[^\s"]+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
        buffer = '';
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  return { url, stop };
}

async function load(title: string, url: string, token: string) {
  const result = await autocannon({ url, connections: 10, duration: DURATION_SECONDS, headers: { authorization: `Bearer ${token}` } });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    '  %s %s req/s  p50 %s ms  p99 %s ms  (%s requests, %s failed)',
    title.padEnd(48),
    Math.round(result.requests.average).toLocaleString('en-US').padStart(7),
    result.latency.p50,
    result.latency.p99,
    result.requests.total,
    failed,
  );
}

export async function benchServer(): Promise<void> {
  const server = await startServer();
  try {
    const login = await fetch(`${server.url}/front/v1/common/mockLogin?username=demo_hr&scope=company`, { method: 'POST' });
    const { data } = (await login.json()) as { data: { token: string } };
    console.log('\nserver: autocannon, 10 connections, %s s each, PGlite, Node %s', DURATION_SECONDS, process.version);
    await load('GET front/v1/user/info', `${server.url}/front/v1/user/info`, data.token);
    await load('GET front/v1/job?pageSize=100&idOrder=desc&status=2', `${server.url}/front/v1/job?pageSize=100&idOrder=desc&status=2`, data.token);
  } finally {
    await server.stop();
  }
}
