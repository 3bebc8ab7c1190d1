// The home page's counts, each the count of the list its figure opens (home-windows.ts), shared by
// the dashboard (GET front/v1/dashboard) and the workplace (GET front/v1/home/workplace).
import type { Db } from '../../db/connect';
import { HELP_STATUS } from '../help/records';
import { submissionsOf } from '../talent/submissions';
import { submissionStatus } from '../talent/submission-status';
import { JOB_STATUS } from './company-jobs';
import { DAY_MS, EXPIRING_DAYS } from './home-windows';
import { INTERVIEW_STATUS } from './interview-status';

type CountQuery = { executeTakeFirstOrThrow(): Promise<{ count: unknown }> };

export const countOf = async (query: CountQuery): Promise<number> => Number((await query.executeTakeFirstOrThrow()).count);

/** Submissions not yet opened by a company user: the submission list's 新投递 tab (status=new). */
export const newSubmissions = (db: Db, companyId: number) =>
  countOf(
    submissionsOf(db, companyId)
      .select((eb) => eb.fn.countAll().as('count'))
      .where(submissionStatus, '=', 'new'),
  );

/** The caller's own unread messages in the local chat service, over conversations they keep. */
export const unreadChats = (db: Db, chatUserId: string) =>
  countOf(
    db
      .selectFrom('chatUserConversations')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unreadCount'), eb.lit(0)).as('count'))
      .where('userId', '=', chatUserId)
      .where('isDeleted', '=', false),
  );

/** The company's interviews in [from, to), cancelled ones left out. */
export const interviewsBetween = (db: Db, companyId: number, from: Date, to: Date) =>
  countOf(
    db
      .selectFrom('interviews')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('companyId', '=', companyId)
      .where('status', '!=', INTERVIEW_STATUS.cancelled)
      .where('interviewTime', '>=', from)
      .where('interviewTime', '<', to),
  );

/** Help sign-ups waiting for the company's review: the sign-up centre's default tab. */
export const pendingHelpSignups = (db: Db, companyId: number) =>
  countOf(
    db
      .selectFrom('helpSignups')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('companyId', '=', companyId)
      .where('status', '=', HELP_STATUS.pending),
  );

/** Published jobs expiring within EXPIRING_DAYS of now. */
export const expiringJobs = (db: Db, companyId: number, now: Date) =>
  countOf(
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('companyId', '=', companyId)
      .where('status', '=', JOB_STATUS.published)
      .where('expiresAt', '>=', now)
      .where('expiresAt', '<=', new Date(now.getTime() + EXPIRING_DAYS * DAY_MS)),
  );
