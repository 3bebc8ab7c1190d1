import { CANDIDATE_LIST_PATHS, contactedQuery, type Contact } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { listOf } from '../envelope';
import { countRows, offsetOf } from '../paging';
import { parseInput } from '../validate';
import { CANDIDATE_COLUMNS, candidateOf } from './candidate-columns';
import { localeOf } from '../i18n';

// The candidates the caller has chatted with (the console's communicationIndex): one row per chat
// linkage (candidate and job, see POST /front/v1/chat), newest contact first. A linkage is a
// dealing with the company, so every row passes the candidate policy.
export function registerContactedRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  app.get(CANDIDATE_LIST_PATHS.contacted, { preHandler: guard({ card: true }) }, async (request) => {
    const q = parseInput(contactedQuery, request.query, request);
    const me = request.user!;
    const base = db
      .selectFrom('chatLinkages as c')
      .innerJoin('users as u', 'u.id', 'c.candidateId')
      .innerJoin('resumes as r', 'r.userId', 'u.id')
      .leftJoin('jobs as j', 'j.id', 'c.jobId')
      .where('c.recruiterId', '=', me.id)
      .where('c.companyId', '=', me.companyId!);
    const count = await countRows(base);
    const rows = await base
      .select([...CANDIDATE_COLUMNS, 'c.id', 'c.updatedAt', 'c.createdAt', 'j.id as jobId', 'j.title as jobTitle'])
      .orderBy('c.updatedAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    const list = rows.map((row) => ({
      id: row.id,
      resumeId: row.resumeId,
      candidate: candidateOf(row, config.chatUserPrefix, localeOf(request.headers['accept-language'])),
      // A linked job's title is NOT NULL.
      job: row.jobId === null ? null : { id: row.jobId, title: row.jobTitle! },
      firstContactAt: row.createdAt.toISOString(),
      lastContactAt: row.updatedAt.toISOString(),
    }));
    return listOf<Contact>(list, count);
  });
}
