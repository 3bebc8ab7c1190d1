import { mobileNumber } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/password';
import { hashToken } from '../../auth/tokens';
import type { RouteContext } from '../context';
import { badRequest, ok } from '../envelope';
import { parseInput } from '../validate';
import { avatarUrl, checkAvatar } from './avatar';

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

// The console's personal info page (ziliaoIndex / ziliao-edit): the account's own profile and password.
const profileInput = z.object({
  avatar: z.preprocess(blankAsNull, avatarUrl.nullish()),
  nickName: z.string().trim().min(1).max(20),
  mobile: z.string({ error: 'card.mobile.required' }).trim().min(1, { error: 'card.mobile.required' }).pipe(mobileNumber),
  email: z.preprocess(blankAsNull, z.email({ error: 'card.email.pattern' }).max(100).nullish()),
});

const passwordInput = z.object({
  // Not trimmed: a password is taken as typed.
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(8).max(64),
});

export function registerPersonalInfoRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  app.put('/front/v1/user/profile', { preHandler: guard() }, async (request) => {
    const input = parseInput(profileInput, request.body, request);
    const me = request.user!;
    const current = await db.selectFrom('users').select('avatar').where('id', '=', me.id).executeTakeFirstOrThrow();
    await checkAvatar(db, request, input.avatar, current.avatar);
    const row = await db
      .updateTable('users')
      .set({ nickname: input.nickName, avatar: input.avatar ?? null, mobile: input.mobile, email: input.email ?? null })
      .where('id', '=', me.id)
      .returning(['id', 'nickname', 'avatar', 'mobile', 'email'])
      .executeTakeFirstOrThrow();
    return ok(row);
  });

  app.put('/front/v1/user/password', { preHandler: guard() }, async (request) => {
    const input = parseInput(passwordInput, request.body, request);
    const me = request.user!;
    const { passwordHash } = await db.selectFrom('users').select('passwordHash').where('id', '=', me.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(input.oldPassword, passwordHash))) throw badRequest('user.password.wrong');
    const hash = await hashPassword(input.newPassword);
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ passwordHash: hash }).where('id', '=', me.id).execute();
      // Every other session of the account ends; this one goes on.
      await tx
        .updateTable('sessions')
        .set({ revokedAt: new Date() })
        .where('userId', '=', me.id)
        .where('revokedAt', 'is', null)
        .where('tokenHash', '!=', hashToken(me.token))
        .execute();
    });
    return ok(null);
  });
}
