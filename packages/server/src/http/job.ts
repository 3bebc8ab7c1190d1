import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { ReadCache } from '../db/read-cache';
import { tableWritesOf } from '../db/table-writes';
import type { RouteContext } from './context';
import { listOf } from './envelope';
import { countRows, offsetOf, paging } from './paging';
import { MAX_WINDOW_DAYS, DAY_MS } from './jobs-manage/home-windows';
import { parseInput } from './validate';

const jobQuery = z.object({
  ...paging,
  status: z.coerce.number().int().min(1).max(3).optional(),
  idOrder: z.enum(['asc', 'desc']).default('desc'),
  keyword: z.string().trim().max(50).optional(),
  // The console's job list (issue 17): a column to sort by, then id; without it, id in idOrder.
  sort: z.enum(['updatedAt', 'createdAt', 'salaryMax', 'expiresAt', 'id']).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  // The home page's 即将到期职位: expiring from now to this many days on (jobs-manage/home-windows.ts).
  expiringWithin: z.coerce.number().int().min(1).max(MAX_WINDOW_DAYS).optional(),
});

type JobQuery = z.infer<typeof jobQuery>;

/** One page of a company's jobs and how many match. */
async function readJobPage(db: Db, companyId: number, q: JobQuery) {
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
  return { list, count: Number(count) };
}

export function registerJobRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  // The company's jobs; the invite form asks for pageSize=100&idOrder=desc&status=2 (published).
  // The console's job pages ask for it again and again: kept until a job is written (db/table-writes.ts).
  // At most 1,000 pages (up to 100 rows each) in memory, kept as the answer's JSON: a page of
  // rows serialised again for every request was most of this route's time.
  const pages = new ReadCache<string, string>(tableWritesOf(db), ['jobs'], 1_000);
  app.get('/front/v1/job', { preHandler: guard({ card: true }) }, async (request, reply) => {
    const q = parseInput(jobQuery, request.query, request);
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
