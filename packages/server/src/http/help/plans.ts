// HelpPlan: the company's plans, each with its projects and their sign-up counts; create and edit a plan.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteContext } from '../context';
import { listOf, ok } from '../envelope';
import { countRows, offsetOf, paging } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { idParams, planInput, type PlanInput } from './help-input';
import { assertHoldsProjects, lockPlan } from './period-bounds';
import { dayOf, EMPTY_COUNTS, signupCounts } from './records';

const listQuery = z.object(paging);

const planColumns = (input: PlanInput) => ({
  title: input.title,
  description: input.description ?? null,
  startDate: input.startDate,
  endDate: input.endDate,
});

export function registerPlanRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  const company = { preHandler: guard({ company: true }) };

  app.get('/front/v1/help/plan', company, async (request) => {
    const q = parseInput(listQuery, request.query, request);
    const companyId = request.user!.companyId!;
    const base = db.selectFrom('helpPlans').where('companyId', '=', companyId);
    const count = await countRows(base);
    const plans = await base
      .select(['id', 'title', 'description', dayOf('startDate').as('startDate'), dayOf('endDate').as('endDate'), 'status', 'createdAt'])
      .orderBy('startDate', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    const projects =
      plans.length === 0
        ? []
        : await db
            .selectFrom('helpProjects')
            .select([
              'id',
              'planId',
              'title',
              'targetGroup',
              'quota',
              dayOf('startDate').as('startDate'),
              dayOf('endDate').as('endDate'),
              'contactName',
              'contactMobile',
            ])
            .where('companyId', '=', companyId)
            .where(
              'planId',
              'in',
              plans.map((p) => p.id),
            )
            .orderBy('id')
            .execute();
    const counts = await signupCounts(
      db,
      companyId,
      projects.map((p) => p.id),
    );
    const list = plans.map((plan) => ({
      ...plan,
      projects: projects.filter((p) => p.planId === plan.id).map((p) => ({ ...p, ...(counts.get(p.id) ?? EMPTY_COUNTS) })),
    }));
    return listOf(list, count);
  });

  app.post('/front/v1/help/plan', company, async (request) => {
    const input = parseInput(planInput, request.body, request);
    const row = await db
      .insertInto('helpPlans')
      .values({ ...planColumns(input), companyId: request.user!.companyId! })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok({ id: row.id });
  });

  app.put('/front/v1/help/plan/:id', company, async (request) => {
    const { id } = parsePathParams(idParams, request);
    const input = parseInput(planInput, request.body, request);
    const companyId = request.user!.companyId!;
    await db.transaction().execute(async (trx) => {
      await lockPlan(trx, companyId, id);
      await assertHoldsProjects(trx, id, input);
      await trx.updateTable('helpPlans').set(planColumns(input)).where('id', '=', id).where('companyId', '=', companyId).execute();
    });
    return ok({ id });
  });
}
