import {
  SUBMISSION_PATHS,
  SUBMISSION_STATUSES,
  submissionCountsQuery,
  submissionParams,
  submissionQuery,
  type Submission,
  type SubmissionCounts,
  type SubmissionDetail,
} from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { assertVisibleResume } from '../../auth/candidate-policy';
import type { Db } from '../../db/connect';
import type { RouteContext } from '../context';
import { listOf, notFound, ok } from '../envelope';
import { countRows, offsetOf } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { CANDIDATE_COLUMNS, candidateOf, containing } from './candidate-columns';
import { resumeDetail } from './resume-detail';
import { submissionStage } from './submission-stage';
import { submissionStatus } from './submission-status';
import { localeOf } from '../i18n';

// The resume submissions to the caller's company (the console's jianliIndex). Every submission is
// a dealing of the candidate with the company, so the candidate policy lets each one through; the
// detail still asks it, as every route that returns a resume does.
/** The company's submissions with their resume, candidate and job (the list's rows; the home page counts them too). */
export const submissionsOf = (db: Db, companyId: number) =>
  db
    .selectFrom('resumeSubmissions as s')
    .innerJoin('resumes as r', 'r.id', 's.resumeId')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .innerJoin('jobs as j', 'j.id', 's.jobId')
    .where('s.companyId', '=', companyId);

export function registerSubmissionRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  app.get(SUBMISSION_PATHS.list, { preHandler: guard({ card: true }) }, async (request) => {
    const q = parseInput(submissionQuery, request.query, request);
    let base = submissionsOf(db, request.user!.companyId!);
    if (q.jobId !== undefined) base = base.where('s.jobId', '=', q.jobId);
    if (q.status !== undefined) base = base.where(submissionStatus, '=', q.status);
    if (q.keyword) base = base.where((eb) => eb.or([eb('r.name', 'like', containing(q.keyword!)), eb('j.title', 'like', containing(q.keyword!))]));
    const count = await countRows(base);
    const rows = await base
      .select([...CANDIDATE_COLUMNS, 's.id', 's.createdAt as submittedAt', 's.viewedAt', 'j.id as jobId', 'j.title as jobTitle'])
      .select(submissionStatus.as('status'))
      .orderBy('s.createdAt', q.order)
      .orderBy('s.id', q.order)
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    const list = rows.map((row) => ({
      id: row.id,
      candidate: candidateOf(row, config.chatUserPrefix, localeOf(request.headers['accept-language'])),
      job: { id: row.jobId, title: row.jobTitle },
      resumeId: row.resumeId,
      status: row.status,
      submittedAt: row.submittedAt.toISOString(),
      viewed: row.viewedAt !== null,
    }));
    return listOf<Submission>(list, count);
  });

  app.get(SUBMISSION_PATHS.counts, { preHandler: guard({ card: true }) }, async (request) => {
    const q = parseInput(submissionCountsQuery, request.query, request);
    let base = submissionsOf(db, request.user!.companyId!);
    if (q.jobId !== undefined) base = base.where('s.jobId', '=', q.jobId);
    const rows = await base
      .select(submissionStatus.as('status'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .groupBy(submissionStatus)
      .execute();
    const counts = Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, 0])) as Omit<SubmissionCounts, 'all'>;
    for (const row of rows) counts[row.status] = Number(row.count);
    return ok<SubmissionCounts>({ all: Object.values(counts).reduce((a, b) => a + b, 0), ...counts });
  });

  app.get(SUBMISSION_PATHS.detail, { preHandler: guard({ card: true }) }, async (request) => {
    const params = parsePathParams(submissionParams, request);
    const me = request.user!;
    const submission = await submissionsOf(db, me.companyId!)
      .where('s.id', '=', params.id)
      .select(['s.id', 's.resumeId', 's.createdAt as submittedAt', 's.viewedAt', 'j.id as jobId', 'j.title as jobTitle'])
      .executeTakeFirst();
    if (!submission) throw notFound();
    await assertVisibleResume(db, config.chatUserPrefix, me, submission.resumeId);
    const viewedAt =
      submission.viewedAt ??
      (await db.updateTable('resumeSubmissions').set({ viewedAt: new Date() }).where('id', '=', submission.id).returning('viewedAt').executeTakeFirstOrThrow())
        .viewedAt;
    const derived = await submissionsOf(db, me.companyId!)
      .where('s.id', '=', submission.id)
      .select([submissionStatus.as('status'), submissionStage.as('stage')])
      .executeTakeFirstOrThrow();
    return ok<SubmissionDetail>({
      id: submission.id,
      job: { id: submission.jobId, title: submission.jobTitle },
      status: derived.status,
      stage: derived.stage,
      submittedAt: submission.submittedAt.toISOString(),
      viewed: true,
      viewedAt: viewedAt!.toISOString(),
      resume: await resumeDetail(db, config.chatUserPrefix, submission.resumeId, localeOf(request.headers['accept-language'])),
    });
  });
}
