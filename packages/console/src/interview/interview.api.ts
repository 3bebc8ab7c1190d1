// The three calls of the invitation (docs/console.md §7), over the console's client or a fetcher
// of its shape.
import type { Fetcher, Interview, InterviewPayload, Job } from './interview.types';

export const JOBS_PATH = 'front/v1/job?pageSize=100&idOrder=desc&status=2';

export async function fetchPublishedJobs(fetcher: Fetcher): Promise<Job[]> {
  const { list } = await fetcher<{ list: Job[] }>(JOBS_PATH);
  return list;
}

export function createInterview(fetcher: Fetcher, payload: InterviewPayload): Promise<Interview> {
  return fetcher<Interview>('front/v1/interview', { method: 'POST', body: payload });
}

/** Records that the chat is about the job; `firstTalk` is true for the first one with that candidate. */
export async function linkChat(fetcher: Fetcher, to: string, jobId: number): Promise<{ firstTalk: boolean }> {
  const data = await fetcher<{ firstTalk?: boolean } | null>('front/v1/chat', { method: 'POST', body: { to, jobId } });
  return { firstTalk: data?.firstTalk === true };
}
