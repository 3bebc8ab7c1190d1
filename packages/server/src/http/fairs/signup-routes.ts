// Signing the caller's company up to a fair with some of its published jobs, changing those jobs,
// and cancelling: only while the fair takes sign-ups (报名中, before it starts). A sign-up gets the
// fair's first free booth (A-nn on site, W-nn online).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { RouteContext } from '../context';
import { badRequest, notFound, ok } from '../envelope';
import { parseInput, parsePathParams } from '../validate';
import { JOB_STATUS } from '../jobs-manage/company-jobs';
import { fairParams, signupBody } from './fair-input';
import { FAIR_STATUS, FAIR_TYPE, fairStatusAt } from './fair-status';
import { signupOf } from './fair-routes';

async function openFair(db: Db, id: number) {
  const fair = await db.selectFrom('jobFairs').select(['id', 'fairType', 'startAt', 'endAt']).where('id', '=', id).executeTakeFirst();
  if (!fair) throw notFound();
  if (fairStatusAt(fair, new Date()) !== FAIR_STATUS.signup) throw badRequest('fair.closed');
  return fair;
}

async function assertPublishedJobs(db: Db, companyId: number, jobIds: number[]) {
  const found = await db
    .selectFrom('jobs')
    .select('id')
    .where('companyId', '=', companyId)
    .where('status', '=', JOB_STATUS.published)
    .where('id', 'in', jobIds)
    .execute();
  if (found.length !== jobIds.length) throw badRequest('fair.jobs.notPublished');
}

async function freeBooth(db: Db, fairId: number, fairType: number): Promise<string> {
  const taken = new Set((await db.selectFrom('jobFairCompanies').select('boothNo').where('fairId', '=', fairId).execute()).map((row) => row.boothNo));
  const prefix = fairType === FAIR_TYPE.online ? 'W' : 'A';
  for (let n = 1; ; n += 1) {
    const booth = `${prefix}-${String(n).padStart(2, '0')}`;
    if (!taken.has(booth)) return booth;
  }
}

export function registerSignupRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  const companyOf = (request: { user?: { companyId: number | null } }) => request.user!.companyId!;

  app.post('/front/v1/fair/:id/signup', { preHandler: guard({ company: true }) }, async (request) => {
    const { id } = parsePathParams(fairParams, request);
    const { jobIds } = parseInput(signupBody, request.body, request);
    const companyId = companyOf(request);
    const fair = await openFair(db, id);
    await assertPublishedJobs(db, companyId, jobIds);
    await db.transaction().execute(async (trx) => {
      const already = await trx.selectFrom('jobFairCompanies').select('fairId').where('fairId', '=', id).where('companyId', '=', companyId).executeTakeFirst();
      if (already) throw badRequest('fair.signedUp');
      const boothNo = await freeBooth(trx, id, fair.fairType);
      await trx.insertInto('jobFairCompanies').values({ fairId: id, companyId, boothNo }).execute();
      await trx
        .insertInto('jobFairJobs')
        .values(jobIds.map((jobId) => ({ fairId: id, companyId, jobId })))
        .execute();
    });
    return ok(await signupOf(db, id, companyId));
  });

  app.put('/front/v1/fair/:id/signup', { preHandler: guard({ company: true }) }, async (request) => {
    const { id } = parsePathParams(fairParams, request);
    const { jobIds } = parseInput(signupBody, request.body, request);
    const companyId = companyOf(request);
    await openFair(db, id);
    if (!(await signupOf(db, id, companyId))) throw badRequest('fair.notSignedUp');
    await assertPublishedJobs(db, companyId, jobIds);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('jobFairJobs').where('fairId', '=', id).where('companyId', '=', companyId).execute();
      await trx
        .insertInto('jobFairJobs')
        .values(jobIds.map((jobId) => ({ fairId: id, companyId, jobId })))
        .execute();
    });
    return ok(await signupOf(db, id, companyId));
  });

  app.delete('/front/v1/fair/:id/signup', { preHandler: guard({ company: true }) }, async (request) => {
    const { id } = parsePathParams(fairParams, request);
    const companyId = companyOf(request);
    await openFair(db, id);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('jobFairApplications').where('fairId', '=', id).where('companyId', '=', companyId).execute();
      const gone = await trx.deleteFrom('jobFairCompanies').where('fairId', '=', id).where('companyId', '=', companyId).returning('fairId').executeTakeFirst();
      if (!gone) throw badRequest('fair.notSignedUp');
    });
    return ok(null);
  });
}
