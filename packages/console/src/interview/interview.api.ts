// The three calls of the invitation (docs/console.md §7), over the console's client or a fetcher
// of its shape.
import { INTERVIEW_PATHS, JOB_PATHS, JOB_STATUS, pathTo, type CreatedInterview, type ListOf } from '@employment-cloud/api-contract';
import type { Fetcher, Interview, InterviewPayload, Job } from './interview.types';

export const JOBS_PATH = `${pathTo(JOB_PATHS.list)}?pageSize=100&idOrder=desc&status=${JOB_STATUS.published}`;

export async function fetchPublishedJobs(fetcher: Fetcher): Promise<Job[]> {
  const { list } = await fetcher<ListOf<Job>>(JOBS_PATH);
  return list;
}

/** The interview sent (the contract's CreatedInterview), which the chat's card carries. */
export function createInterview(fetcher: Fetcher, payload: InterviewPayload): Promise<Interview> {
  return fetcher<CreatedInterview>(pathTo(INTERVIEW_PATHS.create), { method: 'POST', body: payload });
}

/** Records that the chat is about the job; `firstTalk` is true for the first one with that candidate. */
export async function linkChat(fetcher: Fetcher, to: string, jobId: number): Promise<{ firstTalk: boolean }> {
  const data = await fetcher<{ firstTalk?: boolean } | null>('front/v1/chat', { method: 'POST', body: { to, jobId } });
  return { firstTalk: data?.firstTalk === true };
}
