import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../../server/src/app';
import { loadConfig, type Config } from '../../../server/src/config';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/connect';
import { createSeededDatabase, openSeededPglite } from './seeded-database';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** A fresh database of its own with the demo data: a PGlite in the server's `dataDir`, or a new database on TEST_DATABASE_URL. */
async function freshDatabase(dataDir: string): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.EC_TEST_DB !== 'postgres' || !adminUrl) {
    return { handle: await openSeededPglite(dataDir), drop: async () => undefined };
  }
  const name = `ec_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await createSeededDatabase(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** The server with demo data, on its own database and data folder; close() removes both. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-server-'));
  const { handle, url, drop } = await freshDatabase(dataDir);
  // On PostgreSQL the configuration names it, as DATABASE_URL would: what depends on it (the upload store) follows.
  const config = loadConfig({ DATA_DIR: dataDir, ALLOW_MOCK_LOGIN: '1', LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}), ...env });
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  return {
    app,
    database: handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  body: { code: number; msg: string; data: any };
  headers: Record<string, unknown>;
  raw: Buffer;
}

export async function call(app: FastifyInstance, options: InjectOptions & { token?: string }): Promise<Answer> {
  const { token, ...rest } = options;
  const res = await app.inject({
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(rest.headers ?? {}) },
  });
  let body: Answer['body'];
  try {
    body = res.json();
  } catch {
    body = { code: -1, msg: 'not json', data: null };
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
}

const tokens = new WeakMap<FastifyInstance, Map<string, string>>();

/** A session token for a demo user, through mockLogin (one per user and server). */
export async function tokenFor(app: FastifyInstance, username: string): Promise<string> {
  const cache = tokens.get(app) ?? new Map<string, string>();
  tokens.set(app, cache);
  const cached = cache.get(username);
  if (cached) return cached;
  // Candidates and platform administrators log in with scope user; company staff with scope company.
  const scope = /^(demo_c|platform_)/.test(username) ? 'user' : 'company';
  const res = await call(app, { method: 'POST', url: `/front/v1/common/mockLogin?username=${username}&scope=${scope}` });
  if (res.body.code !== 200) throw new Error(`mockLogin ${username}: ${res.body.msg}`);
  cache.set(username, res.body.data.token);
  return res.body.data.token;
}

/** The database ID of a demo user. */
export async function userId(server: TestServer, username: string): Promise<number> {
  const row = await server.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}
