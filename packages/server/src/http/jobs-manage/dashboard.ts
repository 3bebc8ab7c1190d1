import type { FastifyInstance } from 'fastify';
import { chatUserId } from '../../chat/chat-user-id';
import { formatZonedTime, parseZonedTime } from '../../util/zoned-time';
import type { RouteContext } from '../context';
import { ok } from '../envelope';
import { JOB_STATUS } from './company-jobs';
import { DAY_MS, EXPIRING_DAYS, UPCOMING_DAYS } from './home-windows';
import { INTERVIEW_STATUS } from './interview-status';

/** Help sign-ups waiting for the company's review (dictionary help_status). */
const HELP_PENDING = 1;

/** Midnight of today on the server's wall clock (config.timeZone). */
function localMidnight(now: Date, timeZone: string): Date {
  return parseZonedTime(`${formatZonedTime(now, timeZone).slice(0, 10)} 00:00:00`, timeZone) ?? now;
}

export function registerDashboardRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  // The console's home page: what waits for the caller and their company.
  app.get('/front/v1/dashboard', { preHandler: guard({ company: true }) }, async (request) => {
    const me = request.user!;
    const companyId = me.companyId!;
    const now = new Date();
    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ count: unknown }> }) => Number((await query.executeTakeFirstOrThrow()).count);
    const [submissionsToday, unreadChats, upcomingInterviews, pendingHelpSignups, expiringJobs] = await Promise.all([
      count(
        db
          .selectFrom('resumeSubmissions')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('companyId', '=', companyId)
          .where('createdAt', '>=', localMidnight(now, config.timeZone)),
      ),
      // The caller's own unread messages in the local chat service, over conversations they keep.
      count(
        db
          .selectFrom('chatUserConversations')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unreadCount'), eb.lit(0)).as('count'))
          .where('userId', '=', chatUserId(config.chatUserPrefix, me.id))
          .where('isDeleted', '=', false),
      ),
      count(
        db
          .selectFrom('interviews')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('companyId', '=', companyId)
          .where('status', '!=', INTERVIEW_STATUS.cancelled)
          .where('interviewTime', '>=', now)
          .where('interviewTime', '<', new Date(now.getTime() + UPCOMING_DAYS * DAY_MS)),
      ),
      count(
        db
          .selectFrom('helpSignups')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('companyId', '=', companyId)
          .where('status', '=', HELP_PENDING),
      ),
      count(
        db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('companyId', '=', companyId)
          .where('status', '=', JOB_STATUS.published)
          .where('expiresAt', '>=', now)
          .where('expiresAt', '<=', new Date(now.getTime() + EXPIRING_DAYS * DAY_MS)),
      ),
    ]);
    return ok({ submissionsToday, unreadChats, upcomingInterviews, pendingHelpSignups, expiringJobs });
  });
}
