// The console's home page as a workplace (issue 32): today's to-dos, the next interviews, the
// latest conversations and a 7-day trend, in one answer (packages/server/README.md, "Contract").
import type { FastifyInstance } from 'fastify';
import { chatUserId } from '../../chat/chat-user-id';
import type { RouteContext } from '../context';
import { ok } from '../envelope';
import { addDays, chinaDay, chinaDayStart } from '../statistics/china-day';
import { dailyCounts } from '../statistics/recruiting-data';
import { expiringJobs, interviewsBetween, newSubmissions, pendingHelpSignups, unreadChats } from './home-counts';
import { DAY_MS, UPCOMING_DAYS } from './home-windows';
import { latestConversations, nextInterviews } from './workplace-lists';

/** How many interviews and conversations the lists hold. */
export const WORKPLACE_LIST_LENGTH = 5;
/** The trend's days, today the last. */
export const TREND_DAYS = 7;

export function registerWorkplaceRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  // Company numbers for every company user (as the dashboard and the statistics); the chat is the caller's own.
  app.get('/front/v1/home/workplace', { preHandler: guard({ company: true }) }, async (request) => {
    const me = request.user!;
    const companyId = me.companyId!;
    const now = new Date();
    // Days are China days, as the recruitment data's (statistics/china-day.ts).
    const today = chinaDay(now);
    const [newSubmissionCount, unread, interviewsToday, pendingHelp, expiring, upcomingInterviews, interviews, conversations, trend] = await Promise.all([
      newSubmissions(db, companyId),
      unreadChats(db, chatUserId(config.chatUserPrefix, me.id)),
      interviewsBetween(db, companyId, chinaDayStart(today), chinaDayStart(addDays(today, 1))),
      pendingHelpSignups(db, companyId),
      expiringJobs(db, companyId, now),
      interviewsBetween(db, companyId, now, new Date(now.getTime() + UPCOMING_DAYS * DAY_MS)),
      nextInterviews(db, companyId, now, WORKPLACE_LIST_LENGTH),
      latestConversations(db, config.chatUserPrefix, me.id, WORKPLACE_LIST_LENGTH),
      dailyCounts(db, companyId, ['submissions', 'chats'], addDays(today, -(TREND_DAYS - 1)), today),
    ]);
    return ok({
      today,
      todos: { newSubmissions: newSubmissionCount, unreadChats: unread, interviewsToday, pendingHelpSignups: pendingHelp, expiringJobs: expiring },
      upcomingInterviews,
      nextInterviews: interviews,
      latestConversations: conversations,
      trend,
    });
  });
}
