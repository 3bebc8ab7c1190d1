// The job seeker's resumes and applications. An application is a resume submission, the very row
// the console's 简历投递 (jianliIndex) lists, so the recruiter sees it as a new submission.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { resumeFileName } from '../../resume/resume-pdf';
import type { RouteContext } from '../context';
import { ApiError, notFound, ok } from '../envelope';
import { localeOf, t } from '../i18n';
import { submissionStatus } from '../talent/submission-status';
import { parseInput } from '../validate';
import { candidateOnly } from './candidate-guard';
import { PUBLISHED } from './job-format';

const recordId = z.number().int().positive().max(2_147_483_647);
const applicationBody = z.strictObject({ jobId: recordId, resumeId: recordId });

export function registerCandidateApplicationRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  const mine = { preHandler: candidateOnly(guard) };

  app.get('/front/v1/candidate/resumes', mine, async (request) => {
    const rows = await db
      .selectFrom('resumes')
      .leftJoin('uploadedFiles', 'uploadedFiles.id', 'resumes.fileId')
      .select(['resumes.id', 'resumes.name', 'resumes.updatedAt', 'uploadedFiles.originalName'])
      .where('resumes.userId', '=', request.user!.id)
      .orderBy('resumes.id')
      .execute();
    // Named as the download names it (resume-file.ts): the uploaded file's name, else the rendered PDF's.
    const list = rows.map((r) => ({ id: r.id, name: r.name, fileName: r.originalName ?? resumeFileName(r.name), updatedAt: r.updatedAt }));
    return ok({ list });
  });

  app.get('/front/v1/candidate/applications', mine, async (request) => {
    const locale = localeOf(request.headers['accept-language']);
    const rows = await db
      .selectFrom('resumeSubmissions as s')
      .innerJoin('resumes as r', 'r.id', 's.resumeId')
      .innerJoin('jobs as j', 'j.id', 's.jobId')
      .innerJoin('companies as c', 'c.id', 's.companyId')
      .select(['s.id', 's.jobId', 'j.title as jobTitle', 'c.name as companyName', 'j.city', 's.resumeId', 's.createdAt'])
      .select(submissionStatus.as('status'))
      .where('r.userId', '=', request.user!.id)
      .orderBy('s.createdAt', 'desc')
      .orderBy('s.id', 'desc')
      .execute();
    const list = rows.map((row) => ({ ...row, statusLabel: t(locale, `application.status.${row.status}`) }));
    return ok({ list, total: list.length });
  });

  app.post('/front/v1/candidate/applications', mine, async (request) => {
    const body = parseInput(applicationBody, request.body, request);
    const me = request.user!.id;
    const [job, resume] = await Promise.all([
      db.selectFrom('jobs').select(['id', 'title', 'companyId']).where('id', '=', body.jobId).where('status', '=', PUBLISHED).executeTakeFirst(),
      db.selectFrom('resumes').select('id').where('id', '=', body.resumeId).where('userId', '=', me).executeTakeFirst(),
    ]);
    // Another candidate's resume answers as one that does not exist.
    if (!job || !resume) throw notFound();
    // One statement: the submission is written only when none of this candidate's resumes was
    // sent to the job (viewed_at null: the console's 新投递). Two at the same moment both pass it
    // on PostgreSQL; the unique (job, resume) index lets one write (a candidate has one resume),
    // and the second gets the duplicate answer a later one does.
    const inserted = await db
      .insertInto('resumeSubmissions')
      .columns(['jobId', 'resumeId', 'companyId'])
      .expression(
        db
          .selectNoFrom([sql.lit(job.id).as('jobId'), sql.lit(resume.id).as('resumeId'), sql.lit(job.companyId).as('companyId')])
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('resumeSubmissions as s')
                  .innerJoin('resumes as r', 'r.id', 's.resumeId')
                  .select('s.id')
                  .where('s.jobId', '=', job.id)
                  .where('r.userId', '=', me),
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.columns(['jobId', 'resumeId']).doNothing())
      .returning(['id', 'createdAt'])
      .executeTakeFirst();
    if (!inserted) throw new ApiError(409, 'application.duplicate');
    return ok({ id: inserted.id, jobId: job.id, jobTitle: job.title, resumeId: resume.id, status: 'new', createdAt: inserted.createdAt });
  });
}
