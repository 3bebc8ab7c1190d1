import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import type { RouteContext } from './context';
import { ApiError, ok } from './envelope';
import { parseInput } from './validate';

// Password reset by a one-time code (console /resetPass). This deployment sends no SMS or mail:
// with ALLOW_MOCK_LOGIN the code comes back in the answer as `mockCode` (demo and tests);
// otherwise it is written to the server log (level warn) for an operator to pass on.
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_MAX_ATTEMPTS = 5;

const codeRequest = z.object({ username: z.string().trim().min(1).max(64) });
const resetBody = z.object({
  username: z.string().trim().min(1).max(64),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  password: z.string().min(8).max(64),
});

// Limits per client address and account (the body is parsed first, so the limit runs as a
// preHandler): one person cannot flood an account with codes, nor guess at it beyond the tries.
const perAccount = (max: number) => ({
  config: {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => `${req.ip}|${String((req.body as { username?: unknown } | undefined)?.username ?? '')}`,
    },
  },
});

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}${code}`).digest('hex');
const hashCode = (code: string) => {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, code)}`;
};
const codeMatches = (code: string, stored: string) => {
  const [salt = '', expected = ''] = stored.split('$');
  const actual = digest(salt, code);
  return actual.length === expected.length && timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
};

export function registerPasswordResetRoutes(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post('/front/v1/common/password-reset/code', perAccount(5), async (request) => {
    const { username } = parseInput(codeRequest, request.body, request);
    const expiresAt = new Date(Date.now() + RESET_CODE_TTL_MS);
    const user = await db.selectFrom('users').select(['id', 'disabled']).where('username', '=', username).executeTakeFirst();
    // An unknown or disabled user gets the same answer, without a code: no account probing.
    if (!user || user.disabled) return ok({ expiresAt: expiresAt.toISOString() });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('passwordResetCodes').set({ usedAt: new Date() }).where('userId', '=', user.id).where('usedAt', 'is', null).execute();
      await tx
        .insertInto('passwordResetCodes')
        .values({ userId: user.id, codeHash: hashCode(code), expiresAt })
        .execute();
    });
    if (config.allowMockLogin) return ok({ expiresAt: expiresAt.toISOString(), mockCode: code });
    request.log.warn({ userId: user.id, resetCode: code }, 'password reset code issued');
    return ok({ expiresAt: expiresAt.toISOString() });
  });

  app.post('/front/v1/common/password-reset', perAccount(10), async (request) => {
    const body = parseInput(resetBody, request.body, request);
    const row = await db
      .selectFrom('passwordResetCodes')
      .innerJoin('users', 'users.id', 'passwordResetCodes.userId')
      .select(['passwordResetCodes.id', 'passwordResetCodes.userId', 'passwordResetCodes.codeHash', 'passwordResetCodes.attempts'])
      .where('users.username', '=', body.username)
      .where('users.disabled', '=', false)
      .where('passwordResetCodes.usedAt', 'is', null)
      .where('passwordResetCodes.expiresAt', '>', new Date())
      .orderBy('passwordResetCodes.id', 'desc')
      .executeTakeFirst();
    if (!row || row.attempts >= RESET_MAX_ATTEMPTS) throw new ApiError(400, 'reset.badCode');
    if (!codeMatches(body.code, row.codeHash)) {
      await db
        .updateTable('passwordResetCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      throw new ApiError(400, 'reset.badCode');
    }
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (tx) => {
      // Used once: a concurrent reset with the same code finds nothing to mark and changes nothing.
      const marked = await tx
        .updateTable('passwordResetCodes')
        .set({ usedAt: new Date() })
        .where('id', '=', row.id)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) throw new ApiError(400, 'reset.badCode');
      await tx.updateTable('users').set({ passwordHash }).where('id', '=', row.userId).execute();
      // Every live session of the account ends with the old password.
      await tx.updateTable('sessions').set({ revokedAt: new Date() }).where('userId', '=', row.userId).where('revokedAt', 'is', null).execute();
    });
    return ok(null);
  });
}
