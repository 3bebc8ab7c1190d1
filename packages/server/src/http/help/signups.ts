// The sign-up centre's actions (HelpManage): counts by status, approve, reject with a reason; and the
// progress of an approved (enrolled) person, moved on one stage at a time (HelpProjectDetail).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { badRequest, ok } from '../envelope';
import { parseInput, parsePathParams } from '../validate';
import { idParams, rejectInput, stageInput } from './help-input';
import { HELP_STAGE, HELP_STATUS, ownSignup } from './records';

export function registerSignupRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  const company = { preHandler: guard({ company: true }) };

  app.get('/front/v1/help/signup/counts', company, async (request) => {
    const rows = await db
      .selectFrom('helpSignups')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('companyId', '=', request.user!.companyId!)
      .groupBy('status')
      .execute();
    const count = (status: number) => Number(rows.find((r) => r.status === status)?.count ?? 0);
    return ok({ pending: count(HELP_STATUS.pending), approved: count(HELP_STATUS.approved), rejected: count(HELP_STATUS.rejected) });
  });

  /** Reviews a pending sign-up; the status check sits in the update too, so two reviewers cannot both win. */
  const review = async (companyId: number, id: number, set: { status: number; remark: string | null; stage: number | null }) => {
    const signup = await ownSignup(db, companyId, id);
    if (signup.status !== HELP_STATUS.pending) throw badRequest('help.signup.notPending');
    const done = await db
      .updateTable('helpSignups')
      .set({ ...set, reviewedAt: new Date() })
      .where('id', '=', id)
      .where('companyId', '=', companyId)
      .where('status', '=', HELP_STATUS.pending)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw badRequest('help.signup.notPending');
    return ok({ id, status: set.status });
  };

  app.post('/front/v1/help/signup/:id/approve', company, async (request) => {
    const { id } = parsePathParams(idParams, request);
    return review(request.user!.companyId!, id, { status: HELP_STATUS.approved, remark: null, stage: HELP_STAGE.enrolled });
  });

  app.post('/front/v1/help/signup/:id/reject', company, async (request) => {
    const { id } = parsePathParams(idParams, request);
    const { reason } = parseInput(rejectInput, request.body, request);
    return review(request.user!.companyId!, id, { status: HELP_STATUS.rejected, remark: reason, stage: null });
  });

  // The next stage only (2 trained after 1 enrolled, 3 employed after 2): a repeated click cannot skip one.
  app.post('/front/v1/help/signup/:id/progress', company, async (request) => {
    const { id } = parsePathParams(idParams, request);
    const { stage } = parseInput(stageInput, request.body, request);
    const companyId = request.user!.companyId!;
    const signup = await ownSignup(db, companyId, id);
    if (signup.status !== HELP_STATUS.approved) throw badRequest('help.signup.notApproved');
    if (stage !== (signup.stage ?? HELP_STAGE.enrolled) + 1) throw badRequest('help.stage.order');
    const now = new Date();
    await db
      .updateTable('helpSignups')
      .set({ stage, ...(stage === HELP_STAGE.trained ? { trainedAt: now } : { employedAt: now }) })
      .where('id', '=', id)
      .where('companyId', '=', companyId)
      .execute();
    return ok({ id, stage });
  });
}
