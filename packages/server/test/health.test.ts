import type { FastifyInstance } from 'fastify';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { Writable } from 'node:stream';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/connect';
import { migrateToLatest, migrations } from '../src/db/migrate';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

// The operations probes (src/http/health.ts): /healthz and /readyz.
let server: TestServer;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await server.close();
});

/** Another app on the suite's database and settings, with `options` over them. */
async function appWith(options: Partial<Parameters<typeof buildApp>[0]> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: server.config, db: server.database.db, ...options });
  extraApps.push(app);
  await app.ready();
  return app;
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
const allOk = { database: 'ok', migrations: 'ok', bus: 'ok' };

describe('GET /healthz', () => {
  it('answers 200 { status: ok }, outside the envelope, never cached', async () => {
    const res = await get(server.app, '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('needs no database: it answers while the database does not', async () => {
    // Nothing listens on port 1 of the loopback: every query fails to connect.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 1_000 });
    pool.on('error', () => undefined);
    const unreachable = new Kysely<never>({ dialect: new PostgresDialect({ pool }) }) as unknown as Db;
    const app = await appWith({ db: unreachable });
    expect((await get(app, '/healthz')).statusCode).toBe(200);
    const ready = await get(app, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['cache-control']).toBe('no-store');
    const body = ready.json();
    expect(body.status).toBe('not ready');
    expect(body.checks.database).toMatch(/^failed: .*ECONNREFUSED/);
    expect(body.checks.migrations).toBe('not checked');
    expect(body.checks.bus).toBe('ok');
    await app.close();
    await unreachable.destroy();
  });
});

describe('GET /readyz', () => {
  it('answers 200 ready when the database answers, every migration is applied and there is no bus', async () => {
    const res = await get(server.app, '/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: allOk });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("follows the bus: 503 naming it while it is not connected, 200 once it is, and a throwing check's message", async () => {
    let connected = false;
    let broken = false;
    const app = await appWith({
      busReady: () => {
        if (broken) throw new Error('bus gone');
        return connected;
      },
    });
    let res = await get(app, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', checks: { ...allOk, bus: 'failed: not connected' } });
    connected = true;
    res = await get(app, '/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: allOk });
    broken = true;
    res = await get(app, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.bus).toBe('failed: bus gone');
  });

  it('answers 503 naming the migrations the database lacks, and 200 again once they are applied', async () => {
    const names = Object.keys(migrations);
    const last = names[names.length - 1]!;
    const migrator = new Migrator({ db: server.database.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateDown();
    expect(error).toBeUndefined();
    try {
      const res = await get(server.app, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', checks: { ...allOk, migrations: `failed: not applied: ${last}` } });
    } finally {
      await migrateToLatest(server.database.db);
    }
    expect((await get(server.app, '/readyz')).statusCode).toBe(200);
  });

  it('answers 503 stopping once the app is marked stopping, while /healthz stays 200', async () => {
    const app = await appWith();
    expect((await get(app, '/readyz')).statusCode).toBe(200);
    app.markStopping();
    const res = await get(app, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'stopping' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get(app, '/healthz')).statusCode).toBe(200);
    // Only that app: the suite's own is still ready.
    expect((await get(server.app, '/readyz')).statusCode).toBe(200);
  });
});

describe('both probes', () => {
  it('are never rate-limited', async () => {
    // Three times the login's limit (20 a minute) in a moment.
    for (let i = 0; i < 60; i += 1) {
      for (const url of ['/healthz', '/readyz']) {
        const res = await get(server.app, url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
  });

  it('are left out of the request log, which still has every other request', async () => {
    const lines: { msg?: string; req?: { url?: string }; reqId?: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({ DATA_DIR: server.config.dataDir, LOG_LEVEL: 'info', LOG_REQUESTS: '1' });
    const app = await appWith({ config, logger: { stream } });
    for (const url of ['/healthz', '/readyz', '/healthz/?probe=1', '/front/v1/common/dict-data?dictType=sex'])
      expect((await get(app, url)).statusCode).toBe(200);
    const incoming = lines.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);
    expect(incoming).toEqual(['/front/v1/common/dict-data?dictType=sex']);
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  });
});
