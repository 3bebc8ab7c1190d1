// Probes for a load balancer or an orchestrator (packages/server/README.md, "Operations"), outside
// the /front/v1 envelope, never rate-limited, never cached, and not logged per request (app.ts
// leaves them out of the request log):
// - GET /healthz: the process is alive and its event loop answers; no database call;
// - GET /readyz: this node should get requests: the database answers, every migration of this
//   server is applied, and the cluster bus (when there is one) is connected. 503 naming the
//   failing check otherwise, and 503 `stopping` once main.ts has begun to stop (markStopping),
//   so that a balancer sends no new requests to a node that is closing.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { pendingMigrations } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503 `stopping` (http/health.ts); main.ts calls it first when it stops. */
    markStopping(): void;
  }
}

export const PROBE_PATHS = ['/healthz', '/readyz'] as const;

/** How long a check may take before it counts as failed: a balancer's probe has a time-out of its own. */
export const CHECK_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  db: Db;
  /** Whether the cluster bus is connected; without a bus, always ready. */
  busReady?: () => boolean;
  checkTimeoutMs?: number;
}

export type CheckResult = 'ok' | 'not checked' | `failed: ${string}`;

/** A probe's request (path with or without a trailing slash, any query): left out of the request log. */
export function isProbe(url: string): boolean {
  const path = url.split('?')[0]!;
  return PROBE_PATHS.some((probe) => path === probe || path === `${probe}/`);
}

const failed = (error: unknown): CheckResult => `failed: ${error instanceof Error ? error.message : String(error)}`;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function registerHealthRoutes(app: FastifyInstance, { db, busReady = () => true, checkTimeoutMs = CHECK_TIMEOUT_MS }: HealthOptions): void {
  let stopping = false;
  app.decorate('markStopping', () => {
    stopping = true;
  });

  async function checks(): Promise<Record<'database' | 'migrations' | 'bus', CheckResult>> {
    let database: CheckResult;
    try {
      await within(sql`select 1`.execute(db), checkTimeoutMs);
      database = 'ok';
    } catch (error) {
      database = failed(error);
    }
    let migrations: CheckResult = 'not checked';
    if (database === 'ok') {
      try {
        const pending = await within(pendingMigrations(db), checkTimeoutMs);
        migrations = pending.length === 0 ? 'ok' : `failed: not applied: ${pending.join(', ')}`;
      } catch (error) {
        migrations = failed(error);
      }
    }
    let bus: CheckResult;
    try {
      bus = busReady() ? 'ok' : 'failed: not connected';
    } catch (error) {
      bus = failed(error);
    }
    return { database, migrations, bus };
  }

  // Said once when readiness changes, not on every probe.
  let wasReady: boolean | undefined;

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (stopping) return reply.code(503).send({ status: 'stopping' });
    const results = await checks();
    if (stopping) return reply.code(503).send({ status: 'stopping' });
    const ready = Object.values(results).every((result) => result === 'ok');
    if (!ready && wasReady !== false) app.log.warn({ checks: results }, 'not ready');
    if (ready && wasReady === false) app.log.info('ready again');
    wasReady = ready;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks: results });
  });
}
