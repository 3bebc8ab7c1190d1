import { METRICS, type Counts, type JobCounts, type Metric, type RecruitingData } from '@employment-cloud/api-contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import { INTERVIEW_OUTCOME } from '../jobs-manage/interview-status';
import { addDays, chinaDaySql, chinaDayStart, daysBetween } from './china-day';

interface Cell {
  jobId: number | null;
  day: string;
  n: number;
}

const zero = (): Counts => ({ views: 0, submissions: 0, chats: 0, interviews: 0, hires: 0 });

/**
 * Where each number comes from, grouped by job and China day within [from, to):
 * views: job_views (the portal's job page); submissions: resume_submissions; chats: chat_linkages
 * (a recruiter and a candidate first linked, about a job or none); interviews: interviews sent,
 * unless cancelled (status 4). Hires: the candidates whose interview's outcome the recruiter
 * recorded as 已录用 (interviews.outcome 3), on the interview's day, for its job; a 合适 rating
 * is an opinion of a resume, not a hire, and is not counted.
 */
function cellsQuery(metric: Metric, companyId: number, from: Date, to: Date, fromDay: string, toDay: string): RawBuilder<Cell> {
  const day = (column: string) => sql.raw(chinaDaySql(column));
  switch (metric) {
    case 'views':
      return sql<Cell>`select job_id as "jobId", to_char(day, 'YYYY-MM-DD') as day, sum(views) as n from job_views
        where company_id = ${companyId} and day >= ${fromDay}::date and day <= ${toDay}::date group by 1, 2`;
    case 'submissions':
      return sql<Cell>`select job_id as "jobId", ${day('created_at')} as day, count(*) as n from resume_submissions
        where company_id = ${companyId} and created_at >= ${from} and created_at < ${to} group by 1, 2`;
    case 'chats':
      return sql<Cell>`select job_id as "jobId", ${day('created_at')} as day, count(*) as n from chat_linkages
        where company_id = ${companyId} and created_at >= ${from} and created_at < ${to} group by 1, 2`;
    case 'interviews':
      return sql<Cell>`select job_id as "jobId", ${day('created_at')} as day, count(*) as n from interviews
        where company_id = ${companyId} and status <> 4 and created_at >= ${from} and created_at < ${to} group by 1, 2`;
    case 'hires':
      return sql<Cell>`select job_id as "jobId", ${day('interview_time')} as day, count(distinct candidate_id) as n from interviews
        where company_id = ${companyId} and outcome = ${INTERVIEW_OUTCOME.hired} and status <> 4
          and interview_time >= ${from} and interview_time < ${to} group by 1, 2`;
  }
}

/** `metrics` of the company per China day from start to end, both included, zeros too: the data page's numbers of those days. */
export async function dailyCounts<M extends Metric>(
  db: Db,
  companyId: number,
  metrics: readonly M[],
  start: string,
  end: string,
): Promise<({ day: string } & Record<M, number>)[]> {
  const from = chinaDayStart(start);
  const to = chinaDayStart(addDays(end, 1));
  const byDay = new Map(daysBetween(start, end).map((day) => [day, Object.fromEntries(metrics.map((m) => [m, 0])) as Record<M, number>]));
  const answers = await Promise.all(metrics.map((metric) => cellsQuery(metric, companyId, from, to, start, end).execute(db)));
  answers.forEach(({ rows }, i) => {
    for (const cell of rows) {
      const day = byDay.get(cell.day);
      if (day) day[metrics[i]!] += Number(cell.n);
    }
  });
  return [...byDay].map(([day, counts]) => ({ day, ...counts }));
}

/** The company's recruitment data over the China days start to end, both included. */
export async function recruitingData(db: Db, companyId: number, start: string, end: string): Promise<RecruitingData> {
  const from = chinaDayStart(start);
  const to = chinaDayStart(addDays(end, 1));
  const byDay = new Map(daysBetween(start, end).map((day) => [day, zero()]));
  const byJob = new Map<number, Counts>();
  const totals = zero();
  for (const metric of METRICS) {
    const { rows } = await cellsQuery(metric, companyId, from, to, start, end).execute(db);
    for (const cell of rows) {
      const n = Number(cell.n);
      totals[metric] += n;
      const day = byDay.get(cell.day);
      if (day) day[metric] += n;
      if (cell.jobId !== null) {
        const job = byJob.get(cell.jobId) ?? zero();
        job[metric] += n;
        byJob.set(cell.jobId, job);
      }
    }
  }
  const ids = [...byJob.keys()];
  const jobRows =
    ids.length === 0 ? [] : await db.selectFrom('jobs').select(['id', 'title', 'status']).where('companyId', '=', companyId).where('id', 'in', ids).execute();
  const jobs: JobCounts[] = jobRows
    .map((job) => ({ jobId: job.id, title: job.title, status: job.status, ...byJob.get(job.id)! }))
    .sort((a, b) => b.views - a.views || b.submissions - a.submissions || a.jobId - b.jobId);
  return { start, end, series: [...byDay].map(([day, counts]) => ({ day, ...counts })), jobs, totals };
}
