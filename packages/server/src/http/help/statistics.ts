// HelpDatas: the help statistics of a date range (China dates, both ends included): per week or month
// the sign-ups, enrolments (approvals), trainings, jobs found and rejections that happened then; the
// same per project; and where the range's sign-ups stand now (the outcome). A company's sign-ups
// are a few thousand at most, so they are read once and counted here, the same on both databases.
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { ok } from '../envelope';
import { parseInput } from '../validate';
import { statisticsQuery } from './help-input';
import { HELP_STAGE, HELP_STATUS } from './records';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

type Unit = 'week' | 'month';
type Moment = Date | string | null;

/** The China-local day of a moment as a UTC-midnight Date. */
const chinaDay = (moment: Date) => {
  const local = new Date(moment.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
};

/** The period a China-local day falls in: its month (YYYY-MM) or its week's Monday (YYYY-MM-DD). */
function periodOf(day: Date, unit: Unit): string {
  if (unit === 'month') return day.toISOString().slice(0, 7);
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** Every period from the first day to the last, in order. */
export function periodsBetween(from: string, to: string, unit: Unit): string[] {
  const periods: string[] = [];
  const last = new Date(`${to}T00:00:00Z`);
  for (let day = new Date(`${from}T00:00:00Z`); day <= last; day = new Date(day.getTime() + DAY_MS)) {
    const period = periodOf(day, unit);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

const EVENTS = ['signups', 'enrolled', 'trained', 'employed', 'rejected'] as const;
type Event = (typeof EVENTS)[number];
const zero = (): Record<Event, number> => ({ signups: 0, enrolled: 0, trained: 0, employed: 0, rejected: 0 });

export function registerStatisticsRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  app.get('/front/v1/help/statistics', { preHandler: guard({ company: true }) }, async (request) => {
    const q = parseInput(statisticsQuery, request.query, request);
    const companyId = request.user!.companyId!;
    const start = Date.parse(`${q.from}T00:00:00+08:00`);
    const end = Date.parse(`${q.to}T00:00:00+08:00`) + DAY_MS;
    const [projects, signups] = await Promise.all([
      db.selectFrom('helpProjects').select(['id', 'title']).where('companyId', '=', companyId).orderBy('id').execute(),
      db
        .selectFrom('helpSignups')
        .select(['projectId', 'status', 'stage', 'createdAt', 'reviewedAt', 'trainedAt', 'employedAt'])
        .where('companyId', '=', companyId)
        .execute(),
    ]);

    const periods = periodsBetween(q.from, q.to, q.unit);
    const timeline = new Map(periods.map((period) => [period, zero()]));
    const byProject = new Map(projects.map((p) => [p.id, { projectId: p.id, title: p.title, ...zero() }]));
    const outcome = { pending: 0, enrolled: 0, trained: 0, employed: 0, rejected: 0 };
    const count = (event: Event, moment: Moment, projectId: number) => {
      if (moment === null) return false;
      const at = new Date(moment);
      if (at.getTime() < start || at.getTime() >= end) return false;
      const row = timeline.get(periodOf(chinaDay(at), q.unit));
      if (row) row[event] += 1;
      const project = byProject.get(projectId);
      if (project) project[event] += 1;
      return true;
    };
    for (const s of signups) {
      const approved = s.status === HELP_STATUS.approved;
      if (count('signups', s.createdAt, s.projectId)) {
        if (s.status === HELP_STATUS.pending) outcome.pending += 1;
        else if (s.status === HELP_STATUS.rejected) outcome.rejected += 1;
        else if (s.stage === HELP_STAGE.employed) outcome.employed += 1;
        else if (s.stage === HELP_STAGE.trained) outcome.trained += 1;
        else outcome.enrolled += 1;
      }
      if (approved) count('enrolled', s.reviewedAt, s.projectId);
      if (s.status === HELP_STATUS.rejected) count('rejected', s.reviewedAt, s.projectId);
      if (approved) count('trained', s.trainedAt, s.projectId);
      if (approved) count('employed', s.employedAt, s.projectId);
    }
    const totals = zero();
    for (const row of timeline.values()) for (const event of EVENTS) totals[event] += row[event];
    return ok({
      from: q.from,
      to: q.to,
      unit: q.unit,
      totals,
      timeline: periods.map((period) => ({ period, ...timeline.get(period)! })),
      byProject: [...byProject.values()],
      outcome,
    });
  });
}
