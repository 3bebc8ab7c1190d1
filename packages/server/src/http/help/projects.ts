// HelpProjectEdit and HelpProjectDetail: one project (create, edit, read) and its enrolled people
// (the approved sign-ups) with their progress.
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { listOf, ok } from '../envelope';
import { parseInput, parsePathParams } from '../validate';
import { idParams, newProjectInput, projectInput, type ProjectInput } from './help-input';
import { assertWithinPlan, lockPlan } from './period-bounds';
import { HELP_STATUS, ownProject } from './records';

/** More enrolled people than any project's quota allows (10000): the list is whole, for the export. */
const ENROLLED_MAX = 10_000;

const projectColumns = (input: ProjectInput) => ({
  title: input.title,
  targetGroup: input.targetGroup,
  quota: input.quota,
  startDate: input.startDate,
  endDate: input.endDate,
  description: input.description ?? null,
  contactName: input.contactName,
  contactMobile: input.contactMobile,
});

export function registerProjectRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  const company = { preHandler: guard({ company: true }) };

  app.get('/front/v1/help/project/:id', company, async (request) => {
    const { id } = parsePathParams(idParams, request);
    return ok(await ownProject(db, request.user!.companyId!, id));
  });

  app.post('/front/v1/help/project', company, async (request) => {
    const { planId, ...input } = parseInput(newProjectInput, request.body, request);
    const companyId = request.user!.companyId!;
    const row = await db.transaction().execute(async (trx) => {
      assertWithinPlan(input, await lockPlan(trx, companyId, planId));
      return trx
        .insertInto('helpProjects')
        .values({ ...projectColumns(input), planId, companyId })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    return ok({ id: row.id });
  });

  app.put('/front/v1/help/project/:id', company, async (request) => {
    const { id } = parsePathParams(idParams, request);
    const input = parseInput(projectInput, request.body, request);
    const companyId = request.user!.companyId!;
    const { planId } = await ownProject(db, companyId, id);
    await db.transaction().execute(async (trx) => {
      assertWithinPlan(input, await lockPlan(trx, companyId, planId));
      await trx
        .updateTable('helpProjects')
        .set({ ...projectColumns(input), updatedAt: new Date() })
        .where('id', '=', id)
        .where('companyId', '=', companyId)
        .execute();
    });
    return ok({ id });
  });

  app.get('/front/v1/help/project/:id/enrolled', company, async (request) => {
    const { id } = parsePathParams(idParams, request);
    const companyId = request.user!.companyId!;
    await ownProject(db, companyId, id);
    const list = await db
      .selectFrom('helpSignups')
      .innerJoin('users', 'users.id', 'helpSignups.userId')
      .select([
        'helpSignups.id',
        'users.name as userName',
        'users.mobile as userMobile',
        'helpSignups.stage',
        'helpSignups.createdAt',
        'helpSignups.reviewedAt as enrolledAt',
        'helpSignups.trainedAt',
        'helpSignups.employedAt',
      ])
      .where('helpSignups.projectId', '=', id)
      .where('helpSignups.companyId', '=', companyId)
      .where('helpSignups.status', '=', HELP_STATUS.approved)
      .orderBy('helpSignups.reviewedAt', 'desc')
      .orderBy('helpSignups.id', 'desc')
      .limit(ENROLLED_MAX)
      .execute();
    return listOf(list, list.length);
  });
}
