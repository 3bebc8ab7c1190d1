import { mobileNumber } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteContext } from '../context';
import { ok } from '../envelope';
import { parseInput } from '../validate';
import { avatarUrl, checkAvatar } from './avatar';

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

// The recruiter card (docs/console.md §9: HTTP 490 asks for it before the recruiting pages).
const cardInput = z.object({
  name: z.string().trim().min(1).max(20),
  title: z.string({ error: 'card.title.required' }).trim().min(1, { error: 'card.title.required' }).max(30, { error: 'card.title.tooLong' }),
  avatar: z.preprocess(blankAsNull, avatarUrl.nullish()),
  mobile: z.string({ error: 'card.mobile.required' }).trim().min(1, { error: 'card.mobile.required' }).pipe(mobileNumber),
  email: z.preprocess(blankAsNull, z.email({ error: 'card.email.pattern' }).max(100).nullish()),
});

export function registerCardRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  const cardOf = (userId: number) =>
    db
      .selectFrom('recruiterCards')
      .innerJoin('users', 'users.id', 'recruiterCards.userId')
      .select((eb) => [
        'recruiterCards.id',
        'recruiterCards.userId',
        // Cards made before they had their own name and picture show the account's.
        eb.fn.coalesce('recruiterCards.name', 'users.name').as('name'),
        'recruiterCards.title',
        eb.fn.coalesce('recruiterCards.avatar', 'users.avatar').as('avatar'),
        'recruiterCards.mobile',
        'recruiterCards.email',
        'recruiterCards.createdAt',
      ])
      .where('recruiterCards.userId', '=', userId)
      .executeTakeFirst();

  app.get('/front/v1/card', { preHandler: guard({ company: true }) }, async (request) => ok((await cardOf(request.user!.id)) ?? null));

  app.put('/front/v1/card', { preHandler: guard({ company: true }) }, async (request) => {
    const input = parseInput(cardInput, request.body, request);
    const me = request.user!;
    const current = await cardOf(me.id);
    await checkAvatar(db, request, input.avatar, current?.avatar);
    const values = { name: input.name, title: input.title, avatar: input.avatar ?? null, mobile: input.mobile, email: input.email ?? null };
    await db
      .insertInto('recruiterCards')
      .values({ ...values, userId: me.id, companyId: me.companyId! })
      .onConflict((oc) => oc.column('userId').doUpdateSet(values))
      .execute();
    return ok(await cardOf(me.id));
  });
}
