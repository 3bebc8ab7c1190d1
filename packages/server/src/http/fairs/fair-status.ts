// A fair's status is derived from its dates, so it never needs a job to move it along:
// before it starts it takes sign-ups (报名中), while it runs it is 进行中, then 已结束.
import { sql } from 'kysely';

export const FAIR_STATUS = { signup: 1, running: 2, ended: 3 } as const;
export type FairStatus = (typeof FAIR_STATUS)[keyof typeof FAIR_STATUS];

export const FAIR_TYPE = { online: 1, onsite: 2 } as const;

export function fairStatusAt(fair: { startAt: Date | string; endAt: Date | string }, now: Date): FairStatus {
  if (now.getTime() < new Date(fair.startAt).getTime()) return FAIR_STATUS.signup;
  if (now.getTime() < new Date(fair.endAt).getTime()) return FAIR_STATUS.running;
  return FAIR_STATUS.ended;
}

/** The same rule in SQL over `job_fairs as f`, to filter a list by status. */
export const fairStatusSql = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<number>`(case when ${at} < f.start_at then 1 when ${at} < f.end_at then 2 else 3 end)`;
};
