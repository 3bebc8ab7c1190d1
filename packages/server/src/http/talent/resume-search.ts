import { CANDIDATE_LIST_PATHS, resumeSearchQuery, type ResumeHit } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RouteContext } from '../context';
import { listOf } from '../envelope';
import { countRows, offsetOf } from '../paging';
import { parseInput } from '../validate';
import { dictValueOf, storedLabel } from '../dict/dict-text';
import { CANDIDATE_COLUMNS, candidateOf, containing, firstExpectation } from './candidate-columns';
import { localeOf } from '../i18n';

// Open resume search (the console's zhaorenIndex): only resumes their candidates opened to
// recruiters, whoever else the candidate dealt with, so the candidate policy holds for every row.
export function registerResumeSearchRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  app.get(CANDIDATE_LIST_PATHS.resumeSearch, { preHandler: guard({ card: true }) }, async (request) => {
    const q = parseInput(resumeSearchQuery, request.query, request);
    const me = request.user!;
    let base = db.selectFrom('resumes as r').innerJoin('users as u', 'u.id', 'r.userId').where('r.isOpen', '=', true).where('u.role', '=', 'candidate');
    if (q.degree) {
      // By the degree's value (the console's filter) or any of its labels (an older remembered
      // filter): resumes store the zh-CN label.
      const value = dictValueOf('degree', q.degree);
      base = base.where('r.degree', '=', value === undefined ? q.degree : storedLabel('degree', value)!);
    }
    if (q.workYears !== undefined) base = base.where('r.workYears', '>=', q.workYears);
    if (q.workYearsMax !== undefined) base = base.where('r.workYears', '<=', q.workYearsMax);
    if (q.position || q.city || q.salaryMin !== undefined || q.salaryMax !== undefined) {
      // One expectation must match every expectation filter; a salary matches when the ranges overlap.
      base = base.where(({ exists, selectFrom }) => {
        let e = selectFrom('resumeExpectations as e').select('e.id').whereRef('e.resumeId', '=', 'r.id');
        if (q.position) e = e.where('e.position', 'like', containing(q.position));
        if (q.city) e = e.where('e.city', 'like', containing(q.city));
        if (q.salaryMin !== undefined) e = e.where((eb) => eb.or([eb('e.salaryMax', 'is', null), eb('e.salaryMax', '>=', q.salaryMin!)]));
        if (q.salaryMax !== undefined) e = e.where((eb) => eb.or([eb('e.salaryMin', 'is', null), eb('e.salaryMin', '<=', q.salaryMax!)]));
        return exists(e);
      });
    }
    if (q.keyword) {
      const like = containing(q.keyword);
      base = base.where((eb) =>
        eb.or([
          eb('r.name', 'like', like),
          eb('r.major', 'like', like),
          eb('r.summary', 'like', like),
          eb.exists(eb.selectFrom('resumeExpectations as k').select('k.id').whereRef('k.resumeId', '=', 'r.id').where('k.position', 'like', like)),
        ]),
      );
    }
    const count = await countRows(base);
    const rows = await base
      .select([...CANDIDATE_COLUMNS, 'r.summary', 'r.updatedAt'])
      .select(firstExpectation.as('expectation'))
      .select(sql<number | null>`(select f.id from favourites f where f.resume_id = r.id and f.user_id = ${me.id})`.as('favouriteId'))
      .select(sql<boolean>`exists (select 1 from favourites f where f.resume_id = r.id and f.company_id = ${me.companyId})`.as('favourited'))
      .select(sql<number | null>`(select t.id from talent_pool_entries t where t.resume_id = r.id and t.company_id = ${me.companyId})`.as('talentId'))
      // Last seen: the resume's last update or the candidate's last sign-in, whichever is later.
      .select(sql<Date>`greatest(r.updated_at, (select max(s.created_at) from sessions s where s.user_id = u.id))`.as('activeAt'))
      .orderBy('r.updatedAt', 'desc')
      .orderBy('r.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    const list = rows.map((row) => ({
      resumeId: row.resumeId,
      candidate: candidateOf(row, config.chatUserPrefix, localeOf(request.headers['accept-language'])),
      expectation: row.expectation,
      // The resume keeps its experience as a summary; its first line is the latest one.
      experience: row.summary?.split('\n')[0] ?? null,
      updatedAt: row.updatedAt.toISOString(),
      // Whether anyone of the company keeps it; the caller's own favourite, to remove it, apart.
      favourited: row.favourited,
      favouriteId: row.favouriteId,
      // The company's talent-pool entry of the resume, if it is in the pool.
      talentId: row.talentId,
      activeAt: row.activeAt === null ? null : new Date(row.activeAt).toISOString(),
    }));
    return listOf<ResumeHit>(list, count);
  });
}
