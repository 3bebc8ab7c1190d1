// The recruitment data (GET /front/v1/statistics/recruiting): the company's numbers per China day
// and per job over a range of days. Failures go through the console's error policy and reject with an ApiError.
import { request } from './client';

export const METRICS = ['views', 'submissions', 'chats', 'interviews', 'hires'] as const;
export type Metric = (typeof METRICS)[number];
export type Counts = Record<Metric, number>;

export interface DayCounts extends Counts {
  /** YYYY-MM-DD (China date). */
  day: string;
}

export interface JobCounts extends Counts {
  jobId: number;
  title: string;
  /** Job status code (1 draft, 2 published, 3 offline). */
  status: number;
}

export interface RecruitingData {
  start: string;
  end: string;
  /** Every day of the range, zeros included. */
  series: DayCounts[];
  /** Jobs with any number in the range, most viewed first. */
  jobs: JobCounts[];
  /** The range's totals: the funnel. */
  totals: Counts;
}

/** start / end: YYYY-MM-DD, both included (the server's default: the last 30 days). */
export const fetchRecruitingData = (range: { start: string; end: string }) =>
  request<RecruitingData>(`front/v1/statistics/recruiting?${new URLSearchParams(range)}`);
