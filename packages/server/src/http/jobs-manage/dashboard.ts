import type { FastifyInstance } from 'fastify';
import { chatUserId } from '../../chat/chat-user-id';
import { formatZonedTime, parseZonedTime } from '../../util/zoned-time';
import type { RouteContext } from '../context';
import { ok } from '../envelope';
import { countOf, expiringJobs, interviewsBetween, pendingHelpSignups, unreadChats } from './home-counts';
import { DAY_MS, UPCOMING_DAYS } from './home-windows';

/** Midnight of today on the server's wall clock (config.timeZone). */
function localMidnight(now: Date, timeZone: string): Date {
  return parseZonedTime(`${formatZonedTime(now, timeZone).slice(0, 10)} 00:00:00`, timeZone) ?? now;
}

export function registerDashboardRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  // The console's first home page: what waits for the caller and their company (the workplace,
  // GET front/v1/home/workplace, now serves the console; this answer stays for other clients).
  app.get('/front/v1/dashboard', { preHandler: guard({ company: true }) }, async (request) => {
    const me = request.user!;
    const companyId = me.companyId!;
    const now = new Date();
    const [submissionsToday, unread, upcomingInterviews, pendingHelp, expiring] = await Promise.all([
      countOf(
        db
          .selectFrom('resumeSubmissions')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('companyId', '=', companyId)
          .where('createdAt', '>=', localMidnight(now, config.timeZone)),
      ),
      unreadChats(db, chatUserId(config.chatUserPrefix, me.id)),
      interviewsBetween(db, companyId, now, new Date(now.getTime() + UPCOMING_DAYS * DAY_MS)),
      pendingHelpSignups(db, companyId),
      expiringJobs(db, companyId, now),
    ]);
    return ok({ submissionsToday, unreadChats: unread, upcomingInterviews, pendingHelpSignups: pendingHelp, expiringJobs: expiring });
  });
}
