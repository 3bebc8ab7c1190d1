// The candidate portal's job board: published jobs, readable without signing in. A job that is
// not published answers exactly as one that does not exist.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { resolveUser } from '../../auth/guard';
import { chatUserId } from '../../chat/chat-user-id';
import type { Db } from '../../db/connect';
import type { RouteContext } from '../context';
import { notFound, ok } from '../envelope';
import { containing } from '../talent/candidate-columns';
import { parseInput, parsePathParams } from '../validate';
import { dictLabels, jobSalaryString, labelOf, PUBLISHED, splitDescription } from './job-format';

const MAX_ID = 2_147_483_647;

const listQuery = z.object({
  keyword: z.string().trim().max(50).optional(),
  city: z.string().trim().max(30).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** When a job went up: its last publish or refresh, else its creation. */
const publishedAt = sql<Date>`coalesce(jobs.refreshed_at, jobs.created_at)`;

const publishedJobs = (db: Db) => db.selectFrom('jobs').innerJoin('companies', 'companies.id', 'jobs.companyId').where('jobs.status', '=', PUBLISHED);

/**
 * Who answers for a job in chat: its publisher, or, for a job nobody is recorded as writing
 * (seeded or imported), the company's main admin.
 */
async function recruiterOf(db: Db, job: { companyId: number; createdBy: number | null }) {
  let query = db
    .selectFrom('users')
    .leftJoin('recruiterCards', 'recruiterCards.userId', 'users.id')
    .select(['users.id', 'users.name', 'recruiterCards.name as cardName', 'recruiterCards.title as cardTitle'])
    .where('users.companyId', '=', job.companyId)
    .where('users.role', 'in', ['company_admin', 'recruiter'])
    .where('users.disabled', '=', false);
  query = job.createdBy === null ? query.where('users.role', '=', 'company_admin') : query.where('users.id', '=', job.createdBy);
  return query.orderBy('users.id').executeTakeFirst();
}

export function registerPublicJobRoutes(app: FastifyInstance, { db, config }: RouteContext): void {
  app.get('/front/v1/portal/jobs', async (request) => {
    const q = parseInput(listQuery, request.query, request);
    let base = publishedJobs(db);
    // Every word must appear in the title, the company's name or the description.
    for (const word of (q.keyword ?? '').split(/\s+/).filter(Boolean)) {
      const pattern = containing(word);
      base = base.where((eb) => eb.or([eb('jobs.title', 'ilike', pattern), eb('companies.name', 'ilike', pattern), eb('jobs.description', 'ilike', pattern)]));
    }
    if (q.city) base = base.where('jobs.city', 'ilike', containing(q.city));
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'jobs.id',
        'jobs.title',
        'companies.name as companyName',
        'jobs.city',
        'jobs.salaryMin',
        'jobs.salaryMax',
        'jobs.degree',
        'jobs.workYears',
        'jobs.jobType',
      ])
      .select(publishedAt.as('publishedAt'))
      .orderBy(publishedAt, 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute();
    const labels = await dictLabels(db);
    const list = rows.map((row) => ({
      id: row.id,
      title: row.title,
      companyName: row.companyName,
      city: row.city,
      salaryString: jobSalaryString(row.salaryMin, row.salaryMax),
      degree: labelOf(labels.degree, row.degree),
      experience: labelOf(labels.workYears, row.workYears),
      jobType: labelOf(labels.jobType, row.jobType),
      publishedAt: row.publishedAt,
    }));
    return ok({ list, total: Number(total), page: q.page, size: q.size });
  });

  app.get('/front/v1/portal/jobs/:id', async (request) => {
    const { id } = parsePathParams(idParams, request);
    const job = await publishedJobs(db)
      .select([
        'jobs.id',
        'jobs.title',
        'jobs.description',
        'jobs.welfare',
        'jobs.city',
        'jobs.address',
        'jobs.salaryMin',
        'jobs.salaryMax',
        'jobs.degree',
        'jobs.workYears',
        'jobs.jobType',
        'jobs.headcount',
        'jobs.companyId',
        'jobs.createdBy',
        'companies.name as companyName',
        'companies.logo',
        'companies.industry',
      ])
      .select(publishedAt.as('publishedAt'))
      .where('jobs.id', '=', id)
      .executeTakeFirst();
    if (!job) throw notFound();
    const [labels, recruiter, viewer] = await Promise.all([dictLabels(db), recruiterOf(db, job), resolveUser(db, request)]);
    let applied: boolean | undefined;
    if (viewer?.role === 'candidate') {
      const submission = await db
        .selectFrom('resumeSubmissions')
        .innerJoin('resumes', 'resumes.id', 'resumeSubmissions.resumeId')
        .select('resumeSubmissions.id')
        .where('resumes.userId', '=', viewer.id)
        .where('resumeSubmissions.jobId', '=', job.id)
        .executeTakeFirst();
      applied = submission !== undefined;
    }
    return ok({
      id: job.id,
      title: job.title,
      ...splitDescription(job.description),
      welfare: (job.welfare ?? []).map((tag) => labelOf(labels.welfare, tag)),
      city: job.city,
      address: job.address,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      salaryString: jobSalaryString(job.salaryMin, job.salaryMax),
      degree: labelOf(labels.degree, job.degree),
      experience: labelOf(labels.workYears, job.workYears),
      jobType: labelOf(labels.jobType, job.jobType),
      headcount: job.headcount,
      publishedAt: job.publishedAt,
      company: { id: job.companyId, name: job.companyName, logo: job.logo, industry: job.industry },
      recruiter: recruiter
        ? { userID: chatUserId(config.chatUserPrefix, recruiter.id), name: recruiter.cardName || recruiter.name, title: recruiter.cardTitle }
        : null,
      ...(applied === undefined ? {} : { applied }),
    });
  });
}
