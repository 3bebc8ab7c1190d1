import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { bearerToken } from '../auth/guard';
import { cutText } from '../util/storable-text';
import type { RouteContext } from './context';
import { ok } from './envelope';
import { parseInput } from './validate';

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => cutText(String(v), max))
    .nullish();

// The spec's error log record. Long values are cut, not rejected: a log must not be lost.
const record = z.object({
  type: text(50),
  code: text(50),
  message: text(4000),
  url: text(1000),
  time: text(50),
  token: text(200),
  userId: text(50),
  userName: text(100),
});

/** Never the token itself: a short hash is enough to group reports by session. */
const tokenHint = (token: string | null | undefined) => (token ? createHash('sha256').update(token).digest('hex').slice(0, 12) : null);

export function registerErrorLogRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post(
    '/save_error_logger',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req) => bearerToken(req) ?? req.ip } },
    },
    async (request) => {
      const r = parseInput(record, request.body, request);
      await db
        .insertInto('errorLogs')
        .values({
          type: r.type ?? null,
          code: r.code ?? null,
          message: r.message ?? null,
          url: r.url ?? null,
          clientTime: r.time ?? null,
          tokenHint: tokenHint(r.token ?? bearerToken(request)),
          userId: r.userId ?? null,
          userName: r.userName ?? null,
          ip: request.ip,
        })
        .execute();
      return ok(null);
    },
  );
}
