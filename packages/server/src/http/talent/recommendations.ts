import {
  CANDIDATE_LIST_PATHS,
  recommendationParams,
  recommendQuery,
  type Recommendation,
  type RecommendationAccepted,
  type RecommendationHandled,
} from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { RouteContext } from '../context';
import { listOf, notFound, ok } from '../envelope';
import { countRows, offsetOf } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { CANDIDATE_COLUMNS, candidateOf, firstExpectation } from './candidate-columns';
import { localeOf } from '../i18n';

const PENDING = 1;
const ACCEPTED = 2;
const DISMISSED = 3;

// Union recommendations to the caller's company (the console's recommendIndex): the pending ones,
// accepted into the talent pool or dismissed. A recommendation is a dealing with the company, so
// every row passes the candidate policy; one already handled answers as missing.
export function registerRecommendationRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  const pendingOf = (companyId: number) =>
    db
      .selectFrom('unionRecommendations as n')
      .innerJoin('resumes as r', 'r.id', 'n.resumeId')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .where('n.companyId', '=', companyId)
      .where('n.status', '=', PENDING);

  app.get(CANDIDATE_LIST_PATHS.recommendations, { preHandler: guard({ card: true }) }, async (request) => {
    const q = parseInput(recommendQuery, request.query, request);
    const base = pendingOf(request.user!.companyId!);
    const count = await countRows(base);
    const rows = await base
      .select([...CANDIDATE_COLUMNS, 'n.id', 'n.unionName', 'n.note', 'n.createdAt'])
      .select(firstExpectation.as('expectation'))
      .orderBy('n.createdAt', 'desc')
      .orderBy('n.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    const list = rows.map((row) => ({
      id: row.id,
      resumeId: row.resumeId,
      candidate: candidateOf(row, config.chatUserPrefix, localeOf(request.headers['accept-language'])),
      expectation: row.expectation,
      unionName: row.unionName,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    }));
    return listOf<Recommendation>(list, count);
  });

  /** Marks the company's pending recommendation handled, or answers as missing. */
  const handle = async (executor: Db, companyId: number, id: number, status: number): Promise<RecommendationHandled | undefined> => {
    const handled = await executor
      .updateTable('unionRecommendations')
      .set({ status, handledAt: new Date() })
      .where('id', '=', id)
      .where('companyId', '=', companyId)
      .where('status', '=', PENDING)
      .returning(['id', 'resumeId', 'unionName', 'note', 'status', 'handledAt'])
      .executeTakeFirst();
    // handledAt was just set.
    return handled && { ...handled, handledAt: handled.handledAt!.toISOString() };
  };

  // Accepting puts the candidate in the talent pool (an entry already there stays as it is).
  app.post(CANDIDATE_LIST_PATHS.accept, { preHandler: guard({ card: true }) }, async (request) => {
    const params = parsePathParams(recommendationParams, request);
    const companyId = request.user!.companyId!;
    const result = await db.transaction().execute(async (trx) => {
      const handled = await handle(trx, companyId, params.id, ACCEPTED);
      if (!handled) return undefined;
      await trx
        .insertInto('talentPoolEntries')
        .values({
          companyId,
          resumeId: handled.resumeId,
          source: '工会推荐',
          note: handled.note ? `${handled.unionName}：${handled.note}`.slice(0, 200) : handled.unionName,
        })
        .onConflict((oc) => oc.columns(['companyId', 'resumeId']).doNothing())
        .execute();
      const entry = await trx
        .selectFrom('talentPoolEntries')
        .select('id')
        .where('companyId', '=', companyId)
        .where('resumeId', '=', handled.resumeId)
        .executeTakeFirstOrThrow();
      return { ...handled, talentId: entry.id };
    });
    if (!result) throw notFound();
    return ok<RecommendationAccepted>(result);
  });

  app.post(CANDIDATE_LIST_PATHS.dismiss, { preHandler: guard({ card: true }) }, async (request) => {
    const params = parsePathParams(recommendationParams, request);
    const handled = await handle(db, request.user!.companyId!, params.id, DISMISSED);
    if (!handled) throw notFound();
    return ok<RecommendationHandled>(handled);
  });
}
