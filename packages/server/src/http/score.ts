import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertVisibleResume, reachableCandidate } from '../auth/candidate-policy';
import type { RouteContext } from './context';
import { ok } from './envelope';
import { parseInput } from './validate';

const scoreBody = z.object({
  // score_type dictionary: 1 不合适, 2 待定, 3 合适.
  scoreType: z.coerce.number().int().min(1).max(3),
  // The numeric part of the candidate's chat user ID.
  targetUserId: z.coerce.number().int().positive().max(2147483647),
  resumeId: z.coerce.number().int().positive().max(2147483647).nullish(),
});

export function registerScoreRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  app.post('/front/v1/company-score/add', { preHandler: guard({ card: true }) }, async (request) => {
    const body = parseInput(scoreBody, request.body, request);
    const me = request.user!;
    const target = await reachableCandidate(db, config.chatUserPrefix, me, body.targetUserId);
    if (body.resumeId) await assertVisibleResume(db, config.chatUserPrefix, me, body.resumeId, { ownerId: target.id });
    const score = await db
      .insertInto('companyScores')
      .values({ companyId: me.companyId!, scorerId: me.id, targetUserId: target.id, resumeId: body.resumeId ?? null, scoreType: body.scoreType })
      .returning(['id', 'scoreType', 'targetUserId', 'resumeId', 'createdAt'])
      .executeTakeFirstOrThrow();
    return ok(score);
  });
}
