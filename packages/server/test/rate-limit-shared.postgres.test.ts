import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { hit, pruneRateLimitCounters } from '../src/http/rate-limit-store';
import { call, type Answer } from '@employment-cloud/test-support/server/harness';
import { createSeededDatabase } from '@employment-cloud/test-support/server/seeded-database';

// PostgreSQL only (the server-postgres project): two nodes on one database, each with its own
// connection pool as two processes would have, share the HTTP rate limits
// (src/http/rate-limit-store.ts). A third app on the same database without DATABASE_URL counts in
// memory, as a single node does: the reference for what a refusal looks like.
const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `ec_test_rl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'ec-rate-limit-'));
const handles: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];
let nodes: [FastifyInstance, FastifyInstance];
let single: FastifyInstance;
let db: DatabaseHandle['db'];

async function appOn(databaseUrl: string, shared: boolean): Promise<FastifyInstance> {
  const handle = await openDatabase({ databaseUrl });
  handles.push(handle);
  const config = loadConfig({ DATA_DIR: dataDir, ALLOW_MOCK_LOGIN: '1', LOG_LEVEL: 'silent', ...(shared ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp({ config, db: handle.db });
  apps.push(app);
  await app.ready();
  return app;
}

beforeAll(async () => {
  await createSeededDatabase(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  nodes = [await appOn(url.toString(), true), await appOn(url.toString(), true)];
  single = await appOn(url.toString(), false);
  db = handles[0]!.db;
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

const login = (app: FastifyInstance) =>
  call(app, { method: 'POST', url: '/front/v1/common/login', payload: { username: 'demo_hr', password: 'not-the-password' } });
/** What a client can tell of a refusal. */
const refusal = (answer: Answer) => ({
  status: answer.status,
  body: answer.body,
  limit: answer.headers['x-ratelimit-limit'],
  remaining: answer.headers['x-ratelimit-remaining'],
  retryAfter: answer.headers['retry-after'] !== undefined,
});

describe('the login limit (20 a minute per address) across two nodes', () => {
  it('refuses the 21st attempt on either node, as a single node refuses its 21st', async () => {
    for (let i = 0; i < 20; i += 1) expect((await login(single)).status).toBe(401);
    const expected = refusal(await login(single));
    expect(expected).toMatchObject({ status: 429, body: { code: 429, data: null }, limit: '20', remaining: '0', retryAfter: true });

    for (let i = 0; i < 20; i += 1) {
      const answer = await login(nodes[i % 2]!);
      expect(answer.status).toBe(401);
      expect(answer.headers['x-ratelimit-remaining']).toBe(String(19 - i));
    }
    expect(refusal(await login(nodes[0]))).toEqual(expected);
    expect(refusal(await login(nodes[1]))).toEqual(expected);
    // The single node's memory knows nothing of the shared attempts, nor they of its.
    const rows = await sql<{ key: string; count: number }>`select key, count from rate_limit_counters`.execute(db);
    expect(rows.rows).toEqual([{ key: expect.stringMatching(/^POST \/front\/v1\/common\/login \S+$/), count: 22 }]);
    // The client's key is kept hashed only.
    expect(rows.rows[0]!.key).not.toContain('127.0.0.1');
  });

  it('counts each route apart: mockLogin is not refused for the login attempts', async () => {
    const answer = await call(nodes[1], { method: 'POST', url: '/front/v1/common/mockLogin?username=demo_hr&scope=company' });
    expect(answer.body.code).toBe(200);
    expect(answer.headers['x-ratelimit-remaining']).toBe('19');
  });

  it('starts a new window once the old one has ended', async () => {
    await sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key like 'POST /front/v1/common/login %'`.execute(db);
    const answer = await login(nodes[1]);
    expect(answer.status).toBe(401);
    expect(answer.headers['x-ratelimit-remaining']).toBe('19');
  });
});

describe('the counters', () => {
  it('count every hit once when both nodes hit one key at the same moment', async () => {
    const [a, b] = handles;
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => hit((i % 2 ? a : b)!.db, 'test concurrent', 60_000)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const { ttl } of results) {
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('are pruned once their window has ended, and only then', async () => {
    await hit(db, 'test ended', 60_000);
    await sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key = 'test ended'`.execute(db);
    expect(await pruneRateLimitCounters(db)).toBeGreaterThanOrEqual(1);
    const keys = (await sql<{ key: string }>`select key from rate_limit_counters where key like 'test %' order by key`.execute(db)).rows;
    expect(keys).toEqual([{ key: 'test concurrent' }]);
  });
});
