import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { sigFor } from './chat-client';
import { chatId } from './fixtures';
import { call, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart, PNG_1X1 } from './multipart';
import { createSeededDatabase } from '@employment-cloud/test-support/server/seeded-database';

// Two nodes on one PostgreSQL, as behind a round-robin load balancer: each its own app, pool and
// data folder, sharing only the database. A file uploaded through one is served by the other,
// byte for byte, with the same validators and byte ranges (README, "Uploads").
const adminUrl = process.env.TEST_DATABASE_URL!;
const database = `ec_test_nodes_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let nodes: TestServer[] = [];

beforeAll(async () => {
  await createSeededDatabase(adminUrl, database);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  for (let i = 0; i < 2; i += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'ec-node-'));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), ALLOW_MOCK_LOGIN: '1', LOG_LEVEL: 'silent' });
    const handle: DatabaseHandle = await openDatabase({ databaseUrl: config.databaseUrl });
    const app = await buildApp({ config, db: handle.db });
    await app.ready();
    const close = async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    nodes.push({ app, database: handle, config, close });
  }
});

afterAll(async () => {
  for (const node of nodes) await node.close();
  nodes = [];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

it('serves an upload made through one node from the other, with the same headers', async () => {
  const [a, b] = nodes as [TestServer, TestServer];
  const { payload, headers } = multipart({ name: '头像.png', type: 'image/png', bytes: PNG_1X1 });
  const res = await call(a.app, { method: 'POST', url: '/front/v1/common/uploadFile', payload, headers, token: await tokenFor(a.app, 'demo_hr') });
  expect(res.body.code).toBe(200);
  const fromA = await get(a.app, res.body.data.url);
  const fromB = await get(b.app, res.body.data.url);
  expect([fromB.statusCode, fromB.rawPayload.equals(PNG_1X1)]).toEqual([200, true]);
  for (const header of ['content-type', 'content-length', 'content-security-policy', 'cache-control', 'etag', 'last-modified', 'accept-ranges']) {
    expect([header, fromB.headers[header]]).toEqual([header, fromA.headers[header]]);
  }
  expect(fromB.headers['content-type']).toBe('image/png');
  // A browser that cached it from one node revalidates it with the other.
  expect((await get(b.app, res.body.data.url, { 'if-none-match': String(fromA.headers.etag) })).statusCode).toBe(304);
});

it('serves chat media of several chunks from the other node, whole and by byte range', async () => {
  const [a, b] = nodes as [TestServer, TestServer];
  const video = Buffer.concat([Buffer.from('00000018667479706d70343200000000', 'hex'), Buffer.from('mp42isom'), randomBytes(2.5 * 1024 * 1024)]);
  const userID = await chatId(a, 'demo_c1');
  const { payload, headers } = multipart({ name: 'clip.mp4', type: 'video/mp4', bytes: video });
  const res = await call(a.app, {
    method: 'POST',
    url: '/chat/files',
    payload,
    headers: { ...headers, authorization: `UserSig ${userID}:${await sigFor(a, userID)}` },
  });
  expect(res.body).toMatchObject({ code: 200, data: { size: video.length, mime: 'video/mp4' } });
  const path = new URL(res.body.data.url).pathname;
  expect(path).toMatch(/\.mp4$/);

  const whole = await get(b.app, path);
  expect([whole.statusCode, whole.headers['content-type'], Number(whole.headers['content-length'])]).toEqual([200, 'video/mp4', video.length]);
  expect(whole.rawPayload.equals(video)).toBe(true);

  // Across the first chunk boundary (1 MiB), as a player seeking asks.
  const [start, end] = [1024 * 1024 - 100, 1024 * 1024 + 99];
  const part = await get(b.app, path, { range: `bytes=${start}-${end}` });
  expect([part.statusCode, part.headers['content-range'], part.headers['content-length']]).toEqual([206, `bytes ${start}-${end}/${video.length}`, '200']);
  expect(part.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
  const tail = await get(b.app, path, { range: 'bytes=-10' });
  expect([tail.statusCode, tail.rawPayload.equals(video.subarray(-10))]).toEqual([206, true]);
  const past = await get(b.app, path, { range: `bytes=${video.length}-` });
  expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${video.length}`]);
});

it('keeps uploads out of the nodes’ data folders', async () => {
  const [a] = nodes as [TestServer];
  const rows = await a.database.db.selectFrom('uploadChunks').select('storedName').distinct().execute();
  expect(rows.length).toBe(2);
  for (const node of nodes) expect(existsSync(join(node.config.dataDir, 'uploads'))).toBe(false);
});
