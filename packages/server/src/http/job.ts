import { JOB_PATHS, jobListQuery, type Job, type JobListQuery, type ListOf } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { ReadCache } from '../db/read-cache';
import { tableWritesOf } from '../db/table-writes';
import type { RouteContext } from './context';
import { listOf } from './envelope';
import { countRows, offsetOf } from './paging';
import { answeredJob } from './jobs-manage/company-jobs';
import { DAY_MS } from './jobs-manage/home-windows';
import { parseInput } from './validate';

/** One page of a company's jobs and how many match. */
async function readJobPage(db: Db, companyId: number, q: JobListQuery): Promise<ListOf<Job>> {
  let base = db.selectFrom('jobs').where('companyId', '=', companyId);
  if (q.status !== undefined) base = base.where('status', '=', q.status);
  if (q.expiringWithin !== undefined) {
    const now = Date.now();
    base = base.where('expiresAt', '>=', new Date(now)).where('expiresAt', '<=', new Date(now + q.expiringWithin * DAY_MS));
  }
  if (q.keyword) base = base.where('title', 'like', `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`);
  const count = await countRows(base);
  let rows = base.select([
    'id',
    'title',
    'status',
    'city',
    'address',
    'latitude',
    'longitude',
    'salaryMin',
    'salaryMax',
    'jobType',
    'degree',
    'workYears',
    'headcount',
    'category',
    'welfare',
    'description',
    'contactName',
    'contactMobile',
    'refreshedAt',
    'expiresAt',
    'createdAt',
    'updatedAt',
  ]);
  // Nulls (a salary never set) sort last either way.
  if (q.sort && q.sort !== 'id') rows = rows.orderBy(q.sort, (ob) => (q.order === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  const list = await rows
    .orderBy('id', q.sort ? q.order : q.idOrder)
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .execute();
  return { list: list.map(answeredJob), count: Number(count) };
}

export function registerJobRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  // The company's jobs; the invite form asks for pageSize=100&idOrder=desc&status=2 (published).
  // The console's job pages ask for it again and again: kept until a job is written (db/table-writes.ts).
  // At most 1,000 pages (up to 100 rows each) in memory, kept as the answer's JSON: a page of
  // rows serialised again for every request was most of this route's time.
  const pages = new ReadCache<string, string>(tableWritesOf(db), ['jobs'], 1_000);
  app.get(JOB_PATHS.list, { preHandler: guard({ card: true }) }, async (request, reply) => {
    const q = parseInput(jobListQuery, request.query, request);
    const companyId = request.user!.companyId!;
    // A window from now changes with the clock, not only with writes: not kept.
    if (q.expiringWithin !== undefined) {
      const { list, count } = await readJobPage(db, companyId, q);
      return listOf(list, count);
    }
    const body = await pages.get(`${companyId}:${JSON.stringify(q)}`, async () => {
      const { list, count } = await readJobPage(db, companyId, q);
      return JSON.stringify(listOf(list, count));
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
