import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertVisibleResume } from '../../auth/candidate-policy';
import type { RouteContext } from '../context';
import { listOf, notFound, ok } from '../envelope';
import { countRows, offsetOf, paging } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { CANDIDATE_COLUMNS, candidateOf, firstExpectation } from './candidate-columns';
import { idParams, resumeBody } from './talent-input';
import { localeOf } from '../i18n';

const favouriteQuery = z.object({ ...paging });

// The caller's own favourite resumes (the console's collectionIndex, "my favourites"). A favourite
// is a dealing with the company, so its rows pass the candidate policy; adding one asks it first.
export function registerFavouriteRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  const favouritesOf = (userId: number, companyId: number) =>
    db
      .selectFrom('favourites as f')
      .innerJoin('resumes as r', 'r.id', 'f.resumeId')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .where('f.userId', '=', userId)
      .where('f.companyId', '=', companyId);

  app.get('/front/v1/favourite', { preHandler: guard({ card: true }) }, async (request) => {
    const q = parseInput(favouriteQuery, request.query, request);
    const base = favouritesOf(request.user!.id, request.user!.companyId!);
    const count = await countRows(base);
    const rows = await base
      .select([...CANDIDATE_COLUMNS, 'f.id', 'f.createdAt', 'r.summary'])
      .select(firstExpectation.as('expectation'))
      .orderBy('f.createdAt', 'desc')
      .orderBy('f.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    const list = rows.map((row) => ({
      id: row.id,
      resumeId: row.resumeId,
      candidate: candidateOf(row, config.chatUserPrefix, localeOf(request.headers['accept-language'])),
      expectation: row.expectation,
      experience: row.summary?.split('\n')[0] ?? null,
      createdAt: row.createdAt,
    }));
    return listOf(list, Number(count));
  });

  // Favouriting a resume twice answers the one favourite.
  app.post('/front/v1/favourite', { preHandler: guard({ card: true }) }, async (request) => {
    const body = parseInput(resumeBody, request.body, request);
    const me = request.user!;
    await assertVisibleResume(db, config.chatUserPrefix, me, body.resumeId);
    await db
      .insertInto('favourites')
      .values({ companyId: me.companyId!, userId: me.id, resumeId: body.resumeId })
      .onConflict((oc) => oc.columns(['userId', 'resumeId']).doNothing())
      .execute();
    const favourite = await db
      .selectFrom('favourites')
      .select(['id', 'resumeId', 'createdAt'])
      .where('userId', '=', me.id)
      .where('resumeId', '=', body.resumeId)
      .executeTakeFirstOrThrow();
    return ok(favourite);
  });

  app.delete('/front/v1/favourite/:id', { preHandler: guard({ card: true }) }, async (request) => {
    const params = parsePathParams(idParams, request);
    const deleted = await db.deleteFrom('favourites').where('id', '=', params.id).where('userId', '=', request.user!.id).returning('id').executeTakeFirst();
    if (!deleted) throw notFound();
    return ok(null);
  });
}
