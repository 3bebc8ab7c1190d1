import type { Job } from '@employment-cloud/api-contract';
import type { Db } from '../../db/connect';
import { notFound } from '../envelope';

/** Job status codes (dictionary job_status): 1 待发布, 2 招聘中, 3 已下线 (the contract's). */
export { JOB_STATUS } from '@employment-cloud/api-contract';

/** A published job stays up this long after it is published or refreshed. */
export const JOB_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Every column a job's detail shows. */
export const JOB_FIELDS = [
  'id',
  'title',
  'status',
  'jobType',
  'category',
  'city',
  'address',
  'latitude',
  'longitude',
  'salaryMin',
  'salaryMax',
  'degree',
  'workYears',
  'headcount',
  'description',
  'welfare',
  'contactName',
  'contactMobile',
  'refreshedAt',
  'expiresAt',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;

/** A job of the company, every field; another company's job answers as a missing one (404). */
export async function ownJob(db: Db, companyId: number, id: number) {
  const job = await db.selectFrom('jobs').select(JOB_FIELDS).where('id', '=', id).where('companyId', '=', companyId).executeTakeFirst();
  if (!job) throw notFound();
  return job;
}

type JobDates = Pick<Job, 'refreshedAt' | 'expiresAt' | 'createdAt' | 'updatedAt'>;
type StoredDates = { refreshedAt: Date | null; expiresAt: Date | null; createdAt: Date; updatedAt: Date };

/** A job's row as answered: its dates as ISO text, as JSON carries them. */
export function answeredJob<R extends StoredDates>(row: R): Omit<R, keyof StoredDates> & JobDates {
  return {
    ...row,
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
