// The candidates who applied to the caller's company's jobs through a fair, newest first, with
// the candidate (to open their resume or chat with them) and the job.
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { listOf, notFound } from '../envelope';
import { countRows, offsetOf } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { CANDIDATE_COLUMNS, candidateOf } from '../talent/candidate-columns';
import { applicationQuery, fairParams } from './fair-input';
import { localeOf } from '../i18n';

export function registerApplicationRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  app.get('/front/v1/fair/:id/applications', { preHandler: guard({ company: true }) }, async (request) => {
    const { id } = parsePathParams(fairParams, request);
    const q = parseInput(applicationQuery, request.query, request);
    if (!(await db.selectFrom('jobFairs').select('id').where('id', '=', id).executeTakeFirst())) throw notFound();
    const base = db
      .selectFrom('jobFairApplications as a')
      .innerJoin('resumes as r', 'r.id', 'a.resumeId')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .innerJoin('jobs as j', 'j.id', 'a.jobId')
      .where('a.fairId', '=', id)
      .where('a.companyId', '=', request.user!.companyId!);
    const count = await countRows(base);
    const rows = await base
      .select([...CANDIDATE_COLUMNS, 'a.id', 'a.createdAt', 'j.id as jobId', 'j.title as jobTitle'])
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    return listOf(
      rows.map((row) => ({
        id: row.id,
        resumeId: row.resumeId,
        candidate: candidateOf(row, config.chatUserPrefix, localeOf(request.headers['accept-language'])),
        job: { id: row.jobId, title: row.jobTitle },
        createdAt: row.createdAt,
      })),
      count,
    );
  });
}
