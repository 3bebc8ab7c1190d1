// The job seeker's side of a chat's job context (GET/POST /front/v1/chat, ../chat.ts): the widget
// of a candidate who opened a chat from a job records which job the talk is about, so the
// recruiter's chat header shows it and the candidate counts as having dealt with the company.
import type { ChatContext, ChatLinkage } from '@employment-cloud/api-contract';
import { sql } from 'kysely';
import { parseChatUserId } from '../../chat/chat-user-id';
import type { Db } from '../../db/connect';
import { ApiError } from '../envelope';
import { PUBLISHED } from './job-format';

/** The company user behind a chat user ID; anyone else (a candidate, an unknown ID) answers as missing. */
async function recruiterByChatId(db: Db, chatUserPrefix: string, to: string) {
  const id = parseChatUserId(chatUserPrefix, to);
  const user =
    id === undefined
      ? undefined
      : await db
          .selectFrom('users')
          .select(['id', 'name', 'nickname', 'avatar', 'companyId'])
          .where('id', '=', id)
          .where('role', 'in', ['company_admin', 'recruiter'])
          .where('companyId', 'is not', null)
          .where('disabled', '=', false)
          .executeTakeFirst();
  if (!user) throw new ApiError(404, 'user.notFound');
  return { ...user, companyId: user.companyId! };
}

/** GET /front/v1/chat for a candidate: the job of their latest talk with that recruiter, no resume. */
export async function candidateChatContext(db: Db, chatUserPrefix: string, candidateId: number, to: string): Promise<ChatContext> {
  const recruiter = await recruiterByChatId(db, chatUserPrefix, to);
  const linkage = await db
    .selectFrom('chatLinkages')
    .innerJoin('jobs', 'jobs.id', 'chatLinkages.jobId')
    .select(['jobs.id', 'jobs.title'])
    .where('chatLinkages.recruiterId', '=', recruiter.id)
    .where('chatLinkages.candidateId', '=', candidateId)
    .orderBy('chatLinkages.updatedAt', 'desc')
    .orderBy('chatLinkages.id', 'desc')
    .executeTakeFirst();
  return {
    to,
    user: { id: recruiter.id, name: recruiter.name, nickname: recruiter.nickname, avatar: recruiter.avatar },
    job: linkage ? { id: linkage.id, title: linkage.title } : null,
    resume: null,
  };
}

/** POST /front/v1/chat for a candidate: links them, the recruiter and a published job of the recruiter's company. */
export async function linkCandidateChat(db: Db, chatUserPrefix: string, candidateId: number, to: string, jobId: number): Promise<ChatLinkage> {
  const recruiter = await recruiterByChatId(db, chatUserPrefix, to);
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'title'])
    .where('id', '=', jobId)
    .where('companyId', '=', recruiter.companyId)
    .where('status', '=', PUBLISHED)
    .executeTakeFirst();
  if (!job) throw new ApiError(404, 'job.notPublished');
  const earlier = await db
    .selectFrom('chatLinkages')
    .select('id')
    .where('recruiterId', '=', recruiter.id)
    .where('candidateId', '=', candidateId)
    .executeTakeFirst();
  const linkage = await db
    .insertInto('chatLinkages')
    .values({ companyId: recruiter.companyId, recruiterId: recruiter.id, candidateId, jobId: job.id })
    .onConflict((oc) => oc.columns(['recruiterId', 'candidateId', 'jobId']).doUpdateSet({ updatedAt: sql`now()` }))
    .returning(['id', 'createdAt', 'updatedAt'])
    .executeTakeFirstOrThrow();
  return {
    id: linkage.id,
    to,
    jobId: job.id,
    jobTitle: job.title,
    firstTalk: earlier === undefined,
    createdAt: linkage.createdAt.toISOString(),
    updatedAt: linkage.updatedAt.toISOString(),
  };
}
