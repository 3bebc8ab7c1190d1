// The REST API under load (issue 20): autocannon, 50 connections, against the built server on
// PGlite, each figure as a ratio of a bare node:http hello answered in the same run on the same
// machine (its own process, so neither shares an event loop with autocannon).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { startBuiltServer } from './built-server';

const DURATION_SECONDS = 8;
const CONNECTIONS = 50;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  failed: number;
}

async function load(url: string, token?: string): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A bare node:http server answering a small JSON hello, in a child process. */
async function startBareHello(): Promise<{ url: string; stop: () => void }> {
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"code":200,"msg":"ok","data":"hello"}'); }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

const line = (title: string, r: Load, anchor?: Load, goal?: number) =>
  console.log(
    '  %s %s req/s%s  p50 %s ms  p99 %s ms  (%s requests, %s failed)',
    title.padEnd(40),
    Math.round(r.rps).toLocaleString('en-US').padStart(7),
    anchor ? `  ${(r.rps / anchor.rps).toFixed(2)}x${goal ? ` (goal ≥ ${goal}x)` : ''}` : '',
    r.p50,
    r.p99,
    r.total.toLocaleString('en-US'),
    r.failed,
  );

export async function benchServer(): Promise<void> {
  const bare = await startBareHello();
  const server = await startBuiltServer({ LOG_REQUESTS: '0' });
  try {
    const login = await fetch(`${server.url}/front/v1/common/mockLogin?username=demo_hr&scope=company`, { method: 'POST' });
    const { data } = (await login.json()) as { data: { token: string } };
    const jobs = 'front/v1/job?pageSize=100&idOrder=desc&status=2';
    const rows = (
      (await (await fetch(`${server.url}/${jobs}`, { headers: { authorization: `Bearer ${data.token}` } })).json()) as { data: { list: unknown[] } }
    ).data.list.length;
    console.log('\nserver: autocannon, %s connections, %s s each, PGlite, Node %s', CONNECTIONS, DURATION_SECONDS, process.version);
    const anchor = await load(bare.url);
    line('bare node:http hello (the anchor)', anchor);
    line('GET front/v1/user/info', await load(`${server.url}/front/v1/user/info`, data.token), anchor, 0.25);
    line(`GET front/v1/job (${rows} rows)`, await load(`${server.url}/${jobs}`, data.token), anchor, 0.1);
  } finally {
    bare.stop();
    await server.stop();
  }
}
