// The fair list (search, type, status, the caller's sign-ups) and a fair's detail with the caller's
// company's sign-up: booth, the jobs it brings, when it signed up.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { RouteContext } from '../context';
import { listOf, notFound, ok } from '../envelope';
import { countRows, offsetOf } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { containing } from '../talent/candidate-columns';
import { fairListQuery, fairParams } from './fair-input';
import { fairStatusAt, fairStatusSql } from './fair-status';

const FAIR_COLUMNS = ['f.id', 'f.title', 'f.fairType', 'f.organizer', 'f.address', 'f.startAt', 'f.endAt'] as const;

interface FairRow {
  id: number;
  title: string;
  fairType: number;
  organizer: string | null;
  address: string | null;
  startAt: Date;
  endAt: Date;
}

export const fairOf = (row: FairRow, now: Date) => ({
  id: row.id,
  title: row.title,
  type: row.fairType,
  organizer: row.organizer,
  address: row.address,
  startAt: row.startAt,
  endAt: row.endAt,
  status: fairStatusAt(row, now),
});

/** The caller's company's sign-up to a fair, with the jobs it brings, or null. */
export async function signupOf(db: Db, fairId: number, companyId: number) {
  const signup = await db
    .selectFrom('jobFairCompanies')
    .select(['boothNo', 'createdAt'])
    .where('fairId', '=', fairId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  if (!signup) return null;
  const jobs = await db
    .selectFrom('jobFairJobs as fj')
    .innerJoin('jobs as j', 'j.id', 'fj.jobId')
    .select(['j.id', 'j.title', 'j.status'])
    .where('fj.fairId', '=', fairId)
    .where('fj.companyId', '=', companyId)
    .orderBy('j.id')
    .execute();
  return { boothNo: signup.boothNo, createdAt: signup.createdAt, jobs };
}

export function registerFairListRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  app.get('/front/v1/fair', { preHandler: guard({ company: true }) }, async (request) => {
    const q = parseInput(fairListQuery, request.query, request);
    const companyId = request.user!.companyId!;
    const now = new Date();
    let base = db
      .selectFrom('jobFairs as f')
      .leftJoin('jobFairCompanies as mine', (join) => join.onRef('mine.fairId', '=', 'f.id').on('mine.companyId', '=', companyId));
    if (q.keyword) {
      const like = containing(q.keyword);
      base = base.where((eb) => eb.or([eb('f.title', 'like', like), eb('f.organizer', 'like', like), eb('f.address', 'like', like)]));
    }
    if (q.type !== undefined) base = base.where('f.fairType', '=', q.type);
    if (q.status !== undefined) base = base.where(fairStatusSql(now), '=', q.status);
    if (q.mine === 1) base = base.where('mine.companyId', 'is not', null);
    const count = await countRows(base);
    const rows = await base
      .select([...FAIR_COLUMNS, 'mine.boothNo', 'mine.companyId as signedUpBy'])
      .select((eb) =>
        eb
          .selectFrom('jobFairCompanies as c')
          .whereRef('c.fairId', '=', 'f.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('companyCount'),
      )
      .select((eb) =>
        eb
          .selectFrom('jobFairJobs as fj')
          .whereRef('fj.fairId', '=', 'f.id')
          .where('fj.companyId', '=', companyId)
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('jobCount'),
      )
      // Sign-ups first (the ones that take them, soonest first), then running, then ended (latest first).
      .orderBy(fairStatusSql(now))
      .orderBy(sql`case when ${fairStatusSql(now)} = 3 then -extract(epoch from f.start_at) else extract(epoch from f.start_at) end`)
      .orderBy('f.id')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    return listOf(
      rows.map((row) => ({
        ...fairOf(row, now),
        companyCount: Number(row.companyCount ?? 0),
        signedUp: row.signedUpBy !== null,
        boothNo: row.boothNo,
        jobCount: Number(row.jobCount ?? 0),
      })),
      count,
    );
  });

  app.get('/front/v1/fair/:id', { preHandler: guard({ company: true }) }, async (request) => {
    const { id } = parsePathParams(fairParams, request);
    const fair = await db
      .selectFrom('jobFairs as f')
      .select([...FAIR_COLUMNS, 'f.description', 'f.schedule'])
      .where('f.id', '=', id)
      .executeTakeFirst();
    if (!fair) throw notFound();
    const now = new Date();
    const companyCount = await countRows(db.selectFrom('jobFairCompanies').where('fairId', '=', id));
    const schedule = typeof fair.schedule === 'string' ? (JSON.parse(fair.schedule) as typeof fair.schedule) : fair.schedule;
    return ok({ ...fairOf(fair, now), description: fair.description, schedule, companyCount, signup: await signupOf(db, id, request.user!.companyId!) });
  });
}
