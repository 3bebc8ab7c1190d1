import { JOB_PATHS, jobBody, jobParams, newJobBody, type JobStatusCounts, type JobDetail, type JobId, type JobRefreshed } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { badRequest, ok } from '../envelope';
import { parseInput, parsePathParams } from '../validate';
import { JOB_LIFETIME_MS, JOB_STATUS, answeredJob, ownJob } from './company-jobs';
import { checkJobInput, jobColumns } from './job-input';
const COPY_SUFFIX = '（副本）';
const TITLE_MAX = 30;

/** The job management routes beside the list (../job.ts): counts, detail, create, edit and the row actions. */
export function registerJobManageJobRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  const withCard = { preHandler: guard({ card: true }) };
  const published = () => {
    const now = new Date();
    return { status: JOB_STATUS.published, refreshedAt: now, expiresAt: new Date(now.getTime() + JOB_LIFETIME_MS), updatedAt: now };
  };

  app.get(JOB_PATHS.counts, withCard, async (request) => {
    const rows = await db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('companyId', '=', request.user!.companyId!)
      .groupBy('status')
      .execute();
    const count = (status: number) => Number(rows.find((r) => r.status === status)?.count ?? 0);
    return ok<JobStatusCounts>({ draft: count(JOB_STATUS.draft), published: count(JOB_STATUS.published), closed: count(JOB_STATUS.closed) });
  });

  app.get(JOB_PATHS.detail, withCard, async (request) => {
    const { id } = parsePathParams(jobParams, request);
    return ok<JobDetail>(answeredJob(await ownJob(db, request.user!.companyId!, id)));
  });

  app.post(JOB_PATHS.create, withCard, async (request) => {
    const { publish, ...input } = parseInput(newJobBody, request.body, request);
    await checkJobInput(db, input, request);
    const me = request.user!;
    const row = await db
      .insertInto('jobs')
      .values({ ...jobColumns(input), companyId: me.companyId!, createdBy: me.id, status: JOB_STATUS.draft, ...(publish ? published() : {}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok<JobId>({ id: row.id });
  });

  app.put(JOB_PATHS.update, withCard, async (request) => {
    const { id } = parsePathParams(jobParams, request);
    const input = parseInput(jobBody, request.body, request);
    const companyId = request.user!.companyId!;
    await ownJob(db, companyId, id);
    await checkJobInput(db, input, request);
    await db
      .updateTable('jobs')
      .set({ ...jobColumns(input), updatedAt: new Date() })
      .where('id', '=', id)
      .where('companyId', '=', companyId)
      .execute();
    return ok<JobId>({ id });
  });

  app.post(JOB_PATHS.publish, withCard, async (request) => {
    const { id } = parsePathParams(jobParams, request);
    const companyId = request.user!.companyId!;
    await ownJob(db, companyId, id);
    await db.updateTable('jobs').set(published()).where('id', '=', id).where('companyId', '=', companyId).execute();
    return ok<JobId>({ id });
  });

  app.post(JOB_PATHS.offline, withCard, async (request) => {
    const { id } = parsePathParams(jobParams, request);
    const companyId = request.user!.companyId!;
    const job = await ownJob(db, companyId, id);
    if (job.status === JOB_STATUS.draft) throw badRequest('job.offlineDraft');
    // Taking a closed job offline again changes nothing.
    if (job.status === JOB_STATUS.published) {
      await db.updateTable('jobs').set({ status: JOB_STATUS.closed, updatedAt: new Date() }).where('id', '=', id).where('companyId', '=', companyId).execute();
    }
    return ok<JobId>({ id });
  });

  app.post(JOB_PATHS.refresh, withCard, async (request) => {
    const { id } = parsePathParams(jobParams, request);
    const companyId = request.user!.companyId!;
    const job = await ownJob(db, companyId, id);
    if (job.status !== JOB_STATUS.published) throw badRequest('job.refreshUnpublished');
    const { refreshedAt, expiresAt } = published();
    await db.updateTable('jobs').set({ refreshedAt, expiresAt }).where('id', '=', id).where('companyId', '=', companyId).execute();
    return ok<JobRefreshed>({ id, refreshedAt: refreshedAt.toISOString(), expiresAt: expiresAt.toISOString() });
  });

  app.post(JOB_PATHS.copy, withCard, async (request) => {
    const { id } = parsePathParams(jobParams, request);
    const me = request.user!;
    const job = await ownJob(db, me.companyId!, id);
    // The copy's title stays within the form's 30 characters, so it can be saved as it is.
    const title = `${Array.from(job.title)
      .slice(0, TITLE_MAX - COPY_SUFFIX.length)
      .join('')}${COPY_SUFFIX}`;
    const row = await db
      .insertInto('jobs')
      .values({
        companyId: me.companyId!,
        createdBy: me.id,
        status: JOB_STATUS.draft,
        title,
        jobType: job.jobType,
        category: job.category,
        city: job.city,
        address: job.address,
        latitude: job.latitude,
        longitude: job.longitude,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        degree: job.degree,
        workYears: job.workYears,
        headcount: job.headcount,
        description: job.description,
        welfare: JSON.stringify(job.welfare ?? []),
        contactName: job.contactName,
        contactMobile: job.contactMobile,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok<JobId>({ id: row.id });
  });

  app.delete(JOB_PATHS.remove, withCard, async (request) => {
    const { id } = parsePathParams(jobParams, request);
    const companyId = request.user!.companyId!;
    const job = await ownJob(db, companyId, id);
    if (job.status === JOB_STATUS.published) throw badRequest('job.deletePublished');
    // A job others' records point at (applications, chats, interviews) stays; it can stay offline.
    for (const table of ['resumeSubmissions', 'chatLinkages', 'interviews'] as const) {
      if (await db.selectFrom(table).select('id').where('jobId', '=', id).executeTakeFirst()) throw badRequest('job.deleteInUse');
    }
    try {
      await db.deleteFrom('jobs').where('id', '=', id).where('companyId', '=', companyId).execute();
    } catch (error) {
      // A row of another table (added since) still names the job: a foreign key violation.
      if ((error as { code?: string }).code === '23503') throw badRequest('job.deleteInUse');
      throw error;
    }
    return ok<JobId>({ id });
  });
}
