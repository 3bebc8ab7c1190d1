// The test suites' server host (docs/development.md, "Servers for tests"): one process per jest
// worker that runs the suites' servers one after another, so that a suite pays for opening its
// database rather than for starting Node, loading the server and compiling PGlite. It is not
// part of `npm start`. packages/test-support/src/server/server-host.ts drives it over HTTP on
// 127.0.0.1:
// - POST /start {port, dataDir, env}: serves on `port` as `main.ts` would with those settings
//   (`env` in the form of environment variables); a suite may have more than one;
// - POST /stop {port}: stops the server on `port`.
// It writes {pid, port} to the file named by its argument once it listens, and exits when the
// process that started it (the jest worker) is gone, or when it has grown too big (it retires).
import { renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { loadConfig } from './config';
import { serve, type Serving } from './serve';

/** How long a server may take to stop before the host lets it go (its port is not reused). */
const STOP_DEADLINE_MS = 10_000;
/** Past this resident size (or the host's second argument), a host with no server left exits after its answer; the next suite starts another. */
const RETIRE_RSS_BYTES = Number(process.argv[3] ?? 1_500_000_000);

const startRequest = z.object({
  port: z.number().int().min(1).max(65_535),
  dataDir: z.string().min(1),
  env: z.record(z.string(), z.string()),
});

const stopRequest = z.object({ port: z.number().int() });

/** The servers running, by port. */
const servers = new Map<number, Serving>();
/** Requests run one at a time, in order. */
let queue: Promise<unknown> = Promise.resolve();

async function stop(port: number): Promise<void> {
  const serving = servers.get(port);
  servers.delete(port);
  if (!serving) return;
  const closing = (async () => {
    await serving.app.close();
    await serving.database.close();
  })();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_DEADLINE_MS)));
  await Promise.race([closing, late]);
  clearTimeout(timer);
}

async function start(body: unknown): Promise<void> {
  const { port, dataDir, env } = startRequest.parse(body);
  await stop(port);
  servers.set(port, await serve(loadConfig({ ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir })));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
}

/** Set once the host has decided to exit: it answers nothing more, so a suite starts a new host. */
let retiring = false;

const control = createServer((req, res) => {
  if (retiring) {
    res.writeHead(503, { 'content-type': 'text/plain', connection: 'close' }).end('retiring');
    return;
  }
  const run = async () => {
    if (retiring) throw new Error('the host is retiring');
    const body = await readJson(req);
    if (req.method === 'POST' && req.url === '/start') await start(body);
    else if (req.method === 'POST' && req.url === '/stop') await stop(stopRequest.parse(body).port);
    else if (!(req.method === 'GET' && req.url === '/health')) throw new Error(`no ${req.method} ${req.url}`);
  };
  const done = queue.then(run);
  queue = done.catch(() => undefined);
  done.then(
    () => {
      // Decided before the answer: a suite's next request (its /health first) must not find this
      // host still answering and then lose it in the middle of a /start.
      retiring ||= servers.size === 0 && process.memoryUsage().rss > RETIRE_RSS_BYTES;
      res.writeHead(200, { 'content-type': 'application/json', ...(retiring ? { connection: 'close' } : {}) }).end('{"ok":true}');
      if (retiring) res.once('finish', () => void exit());
    },
    (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
});

async function exit(): Promise<never> {
  for (const port of [...servers.keys()]) await stop(port).catch(() => undefined);
  process.exit(0);
}

const infoFile = process.argv[2];
if (!infoFile) throw new Error('usage: server-host <file to write {pid, port} to> [resident bytes to retire past]');
const parent = process.ppid;
// Idle connections stay open until the client closes them: with Node's 5 s time-out, a request
// the worker sent on a pooled connection the host was closing failed with "other side closed".
control.keepAliveTimeout = 0;
control.listen(0, '127.0.0.1', () => {
  const { port } = control.address() as AddressInfo;
  writeFileSync(`${infoFile}.tmp`, JSON.stringify({ pid: process.pid, port }));
  renameSync(`${infoFile}.tmp`, infoFile);
});
setInterval(() => {
  if (process.ppid !== parent) void exit();
}, 1_000).unref();
process.on('SIGTERM', () => void exit());
process.on('SIGINT', () => void exit());
