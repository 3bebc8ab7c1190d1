import type { Db } from '../db/connect';
import { parseChatUserId } from '../chat/chat-user-id';
import { ApiError } from './envelope';

/** The candidate behind a chat user ID, or the error behind '该用户不存在'. */
export async function candidateByChatId(db: Db, prefix: string, to: string) {
  const id = parseChatUserId(prefix, to);
  const user = id === undefined
    ? undefined
    : await db.selectFrom('users').select(['id', 'name', 'nickname', 'avatar', 'mobile']).where('id', '=', id).where('role', '=', 'candidate').executeTakeFirst();
  if (!user) throw new ApiError(404, 'user.notFound');
  return user;
}

/** A job of the company, or the error behind 'the position does not exist or is not published'. */
export async function companyJob(db: Db, companyId: number, jobId: number, publishedOnly: boolean) {
  let query = db.selectFrom('jobs').select(['id', 'title', 'status', 'address', 'latitude', 'longitude']).where('id', '=', jobId).where('companyId', '=', companyId);
  if (publishedOnly) query = query.where('status', '=', 2);
  const job = await query.executeTakeFirst();
  if (!job) throw new ApiError(404, 'job.notPublished');
  return job;
}
