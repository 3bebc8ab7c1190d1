import type { Db } from '../db/connect';
import { ApiError } from './envelope';

/** A job of the company, or the error behind 'the position does not exist or is not published'. */
export async function companyJob(db: Db, companyId: number, jobId: number, publishedOnly: boolean) {
  let query = db
    .selectFrom('jobs')
    .select(['id', 'title', 'status', 'address', 'latitude', 'longitude'])
    .where('id', '=', jobId)
    .where('companyId', '=', companyId);
  if (publishedOnly) query = query.where('status', '=', 2);
  const job = await query.executeTakeFirst();
  if (!job) throw new ApiError(404, 'job.notPublished');
  return job;
}
