import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { startBuiltServer } from './built-server';
import { benchPostgres } from './postgres-cluster';
import { createLocalChat, EVENT, TYPES, type ChatEngine, type Message } from '../../packages/chat-widget/src/engine';

const CLIENTS = 200;
const GROUPS = 5;
const GROUP_SIZE = 10;
/** Sends before the measured window, not counted: the server's first seconds (JIT, PGlite's caches). */
const WARMUP_MS = 3_000;
export const RUN_MS = 12_000;
const DRAIN_MS = 3_000;
const here = fileURLToPath(new URL('.', import.meta.url));

export interface Tally {
  /** performance.now() from which sends count. */
  from: number;
  /** The server's resident memory after the run, MiB (the local chat service only). */
  rssAfter?: number;
  persisted: number;
  expected: number;
  delivered: number;
  duplicates: number;
  latencies: number[];
}

/** Starts a helper script with tsx and reads its first JSON line; BENCH_CPU_PROF=DIR writes its CPU profile there. */
export async function startScript<T>(script: string, args: string[] = []) {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), '--import', 'tsx', script, ...args],
    { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const info = await new Promise<T>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n')[0];
      if (buffer.includes('\n') && line) resolve(JSON.parse(line) as T);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { info, stop };
}

/** Who receives what client i sends: its C2C partner, or the rest of its group. */
function recipients(i: number): number[] {
  const grouped = GROUPS * GROUP_SIZE;
  if (i < grouped) {
    const g = Math.floor(i / GROUP_SIZE) * GROUP_SIZE;
    return Array.from({ length: GROUP_SIZE }, (_, k) => g + k).filter((k) => k !== i);
  }
  const half = (CLIENTS - grouped) / 2;
  const j = i - grouped;
  return [grouped + (j < half ? j + half : j - half)];
}

function record(tally: Tally, seen: Set<string>, body: string) {
  const { s, n, t } = JSON.parse(body) as { s: number; n: number; t: number };
  if (t < tally.from) return;
  const key = `${s}:${n}`;
  if (seen.has(key)) tally.duplicates += 1;
  seen.add(key);
  tally.delivered += 1;
  tally.latencies.push(performance.now() - t);
}

/** Runs one statement on the PostgreSQL's own database (create and drop the bench's). */
export async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** The built server's resident memory right after a first start with the demo data, MiB. */
async function freshStartRss(adminUrl?: string): Promise<number> {
  const name = `ec_fresh_bench_${process.pid}`;
  let env: Record<string, string> = {};
  if (adminUrl) {
    await admin(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
  }
  const server = await startBuiltServer({ LOG_REQUESTS: '0', ...env });
  try {
    return server.rssMiB();
  } finally {
    await server.stop();
    if (adminUrl) await admin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

/** The local chat service (the built server) on PGlite, or on the PostgreSQL at adminUrl. */
async function runLocal(adminUrl?: string): Promise<Tally> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-chat-bench-'));
  const data = await startScript<{ databaseUrl?: string; users: { userID: string; userSig: string }[] }>('chat-server.ts', [
    String(CLIENTS),
    dataDir,
    ...(adminUrl ? [adminUrl] : []),
  ]);
  const users = data.info.users;
  const server = await startBuiltServer(
    { CHAT_MULTI_INSTANCE: '1', LOG_REQUESTS: '0', SEED_DEMO: '0', ...(data.info.databaseUrl ? { DATABASE_URL: data.info.databaseUrl } : {}) },
    { dataDir, nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [] },
  );
  try {
    const tally = await driveChat(`${server.url.replace('http', 'ws')}/chat`, users);
    tally.rssAfter = server.rssMiB();
    return tally;
  } finally {
    await server.stop();
    const name = data.info.databaseUrl && new URL(data.info.databaseUrl).pathname.slice(1);
    if (adminUrl && name) await admin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

/**
 * The run itself, against the chat service at `url` (one server, or a balancer in front of
 * several): the bench users logged in 20 at a time, the groups made, every client sending for
 * WARMUP_MS + RUN_MS, then DRAIN_MS for the last deliveries; everyone logged out after.
 */
export async function driveChat(url: string, users: { userID: string; userSig: string }[]): Promise<Tally> {
  const tally: Tally = { from: Infinity, persisted: 0, expected: 0, delivered: 0, duplicates: 0, latencies: [] };
  const chats: ChatEngine[] = [];
  try {
    for (let i = 0; i < CLIENTS; i += 20) {
      chats.push(
        ...(await Promise.all(
          users.slice(i, i + 20).map(async (u) => {
            const chat = createLocalChat({ url, WebSocket: WebSocket as never });
            await chat.login(u);
            return chat;
          }),
        )),
      );
    }
    const groupIDs: string[] = [];
    for (let g = 0; g < GROUPS; g++) {
      const members = Array.from({ length: GROUP_SIZE - 1 }, (_, k) => ({ userID: users[g * GROUP_SIZE + k + 1]!.userID }));
      const { data } = await chats[g * GROUP_SIZE]!.createGroup({ name: `压测群${g}`, type: TYPES.GRP_WORK, memberList: members });
      groupIDs.push(data.group.groupID);
    }
    chats.forEach((chat, i) => {
      const seen = new Set<string>();
      chat.on(EVENT.MESSAGE_RECEIVED, (event: { data: Message[] }) => {
        for (const m of event.data) if (m.from !== users[i]!.userID) record(tally, seen, (m.payload as { text: string }).text);
      });
    });
    tally.from = performance.now() + WARMUP_MS;
    const end = tally.from + RUN_MS;
    await Promise.all(
      chats.map(async (chat, i) => {
        const group = i < GROUPS * GROUP_SIZE;
        const to = group ? groupIDs[Math.floor(i / GROUP_SIZE)]! : users[recipients(i)[0]!]!.userID;
        for (let n = 0; performance.now() < end; n++) {
          const sentAt = performance.now();
          const text = JSON.stringify({ s: i, n, t: sentAt });
          const message = chat.createTextMessage({ to, conversationType: group ? TYPES.CONV_GROUP : TYPES.CONV_C2C, payload: { text } });
          await chat.sendMessage(message);
          if (sentAt < tally.from) continue;
          tally.persisted += 1;
          tally.expected += recipients(i).length;
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    return tally;
  } finally {
    await Promise.all(chats.map((chat) => chat.logout().catch(() => undefined)));
  }
}

export async function runBare(): Promise<Tally> {
  const relay = await startScript<{ origin: string }>('ws-relay.ts');
  const tally: Tally = { from: Infinity, persisted: 0, expected: 0, delivered: 0, duplicates: 0, latencies: [] };
  const sockets = await Promise.all(
    Array.from(
      { length: CLIENTS },
      (_, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${relay.info.origin}/?user=${i}`);
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  try {
    const acks = new Map<WebSocket, () => void>();
    sockets.forEach((socket) => {
      const seen = new Set<string>();
      socket.on('message', (raw) => {
        const frame = JSON.parse(raw.toString()) as { id?: number; body?: string };
        if (frame.body) record(tally, seen, frame.body);
        else acks.get(socket)?.();
      });
    });
    tally.from = performance.now() + WARMUP_MS;
    const end = tally.from + RUN_MS;
    await Promise.all(
      sockets.map(async (socket, i) => {
        const to = recipients(i).map(String);
        for (let n = 0; performance.now() < end; n++) {
          const sentAt = performance.now();
          await new Promise<void>((resolve) => {
            acks.set(socket, resolve);
            socket.send(JSON.stringify({ id: n, to, body: JSON.stringify({ s: i, n, t: sentAt }) }));
          });
          if (sentAt < tally.from) continue;
          tally.persisted += 1;
          tally.expected += to.length;
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  } finally {
    sockets.forEach((socket) => socket.close());
    await relay.stop();
  }
  return tally;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

export function report(title: string, t: Tally) {
  const seconds = RUN_MS / 1000;
  console.log(
    '  %s %s msg/s sent, %s deliveries/s, p50 %s ms, p99 %s ms, lost %s, duplicated %s',
    title.padEnd(36),
    Math.round(t.persisted / seconds)
      .toLocaleString('en-US')
      .padStart(6),
    Math.round(t.delivered / seconds)
      .toLocaleString('en-US')
      .padStart(6),
    percentile(t.latencies, 50).toFixed(1),
    percentile(t.latencies, 99).toFixed(1),
    t.expected - (t.delivered - t.duplicates),
    t.duplicates,
  );
}

export async function benchChat(): Promise<void> {
  console.log(
    '\nchat: %s clients (%s groups of %s, the rest in C2C pairs), %s s each after %s s of warm-up, 127.0.0.1, Node %s',
    CLIENTS,
    GROUPS,
    GROUP_SIZE,
    RUN_MS / 1000,
    WARMUP_MS / 1000,
    process.version,
  );
  const freshPglite = await freshStartRss();
  const ours = await runLocal();
  report('local chat service (PGlite)', ours);
  const postgres = await benchPostgres();
  let onPostgres: Tally | null = null;
  let freshPostgres: number | undefined;
  if (postgres) {
    try {
      freshPostgres = await freshStartRss(postgres.url);
      onPostgres = await runLocal(postgres.url);
      report(`local chat service (PostgreSQL)`, onPostgres);
    } finally {
      postgres.stop();
    }
  } else console.log('  local chat service (PostgreSQL)      not run: no /usr/lib/postgresql and no BENCH_DATABASE_URL');
  const bare = await runBare();
  report('bare ws relay (no storage)', bare);
  const ratio = (t: Tally) => (t.delivered / Math.max(1, bare.delivered)).toFixed(2);
  console.log(
    '  throughput ratio local / bare ws: PGlite %sx (goal >= 0.2), PostgreSQL %s (goal >= 0.3)',
    ratio(ours),
    onPostgres ? `${ratio(onPostgres)}x` : '-',
  );
  console.log(
    '  server RSS, MiB: PGlite %s after a first start with the demo data (goal <= 250), %s after the run (goal <= 400); PostgreSQL %s / %s',
    freshPglite,
    ours.rssAfter,
    freshPostgres ?? '-',
    onPostgres?.rssAfter ?? '-',
  );
}
