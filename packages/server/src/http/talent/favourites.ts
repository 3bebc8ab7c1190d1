import { TALENT_PATHS, favouriteBody, favouriteQuery, talentParams, type Favourite, type FavouriteAdded } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { assertVisibleResume } from '../../auth/candidate-policy';
import type { RouteContext } from '../context';
import { listOf, notFound, ok } from '../envelope';
import { countRows, offsetOf } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { CANDIDATE_COLUMNS, candidateOf, firstExpectation } from './candidate-columns';
import { localeOf } from '../i18n';

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

  app.get(TALENT_PATHS.favourites, { preHandler: guard({ card: true }) }, async (request) => {
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
      createdAt: row.createdAt.toISOString(),
    }));
    return listOf<Favourite>(list, count);
  });

  // Favouriting a resume twice answers the one favourite.
  app.post(TALENT_PATHS.addFavourite, { preHandler: guard({ card: true }) }, async (request) => {
    const body = parseInput(favouriteBody, request.body, request);
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
    return ok<FavouriteAdded>({ ...favourite, createdAt: favourite.createdAt.toISOString() });
  });

  app.delete(TALENT_PATHS.removeFavourite, { preHandler: guard({ card: true }) }, async (request) => {
    const params = parsePathParams(talentParams, request);
    const deleted = await db.deleteFrom('favourites').where('id', '=', params.id).where('userId', '=', request.user!.id).returning('id').executeTakeFirst();
    if (!deleted) throw notFound();
    return ok(null);
  });
}
