// The recruitment data: the company's numbers per China day and per job over a range of days.
import { z } from 'zod';
import type { Metric } from './metrics';

// ---- request

/** A China date, YYYY-MM-DD, that exists in the calendar. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'statistics.date.invalid' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: 'statistics.date.invalid' });

/** start / end: YYYY-MM-DD, both included (without them the server answers the last 30 days). */
export const recruitingRangeQuery = z.object({ start: isoDay.optional(), end: isoDay.optional() });
export type RecruitingRange = z.input<typeof recruitingRangeQuery>;

// ---- answer

const count = z.number().int().min(0);
/** One number for each metric. */
export const counts = z.object({ views: count, submissions: count, chats: count, interviews: count, hires: count } satisfies Record<Metric, z.ZodType>);
export type Counts = z.infer<typeof counts>;

export const dayCounts = counts.extend({
  /** YYYY-MM-DD (China date). */
  day: z.string(),
});
export type DayCounts = z.infer<typeof dayCounts>;

export const jobCounts = counts.extend({
  jobId: z.number().int(),
  title: z.string(),
  /** Job status code (1 draft, 2 published, 3 offline). */
  status: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCounts>;

export const recruitingData = z.object({
  start: z.string(),
  end: z.string(),
  /** Every day of the range, zeros included. */
  series: z.array(dayCounts),
  /** The company's jobs with any number in the range, most viewed first. */
  jobs: z.array(jobCounts),
  /** The funnel: the range's totals (chats without a job count here, not under a job). */
  totals: counts,
});
export type RecruitingData = z.infer<typeof recruitingData>;
