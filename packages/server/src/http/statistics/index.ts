// The console's recruitment data: series, per job, funnel (issue 19).
import { STATISTICS_PATHS, recruitingRangeQuery, type RecruitingData } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { badRequest, ok } from '../envelope';
import { parseInput } from '../validate';
import { addDays, chinaDay } from './china-day';
import { countJobPageViews } from './job-views';
import { recruitingData } from './recruiting-data';

/** The longest range asked at once: a year and a day (a leap year's 366 days). */
export const MAX_RANGE_DAYS = 366;
/** Without a range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

export function registerStatisticsRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  countJobPageViews(app, db);

  // Every company user sees the company's numbers (datasIndex has no access rule; spec §6).
  app.get(STATISTICS_PATHS.recruiting, { preHandler: guard({ company: true }) }, async (request) => {
    const q = parseInput(recruitingRangeQuery, request.query, request);
    const end = q.end ?? chinaDay(new Date());
    const start = q.start ?? addDays(end, -(DEFAULT_RANGE_DAYS - 1));
    if (start > end) throw badRequest('statistics.range.order');
    if (addDays(start, MAX_RANGE_DAYS - 1) < end) throw badRequest('statistics.range.tooLong', { max: MAX_RANGE_DAYS });
    return ok<RecruitingData>(await recruitingData(db, request.user!.companyId!, start, end));
  });
}
