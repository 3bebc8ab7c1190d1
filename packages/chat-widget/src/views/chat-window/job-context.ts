// The job and resume a recruiter discusses with a candidate (GET front/v1/chat), for the header.
// Opened about a job (open-chat's jobId), the chat first records that linkage (POST front/v1/chat,
// docs/chat.md §7), whose answer names the job the header shows.
import type { ChatContext, ChatLinkage, ChatLinkageRequest, ChatResume } from '@employment-cloud/api-contract';
import { useEffect, useState } from 'react';
import type { HostFetcher } from '../../provider/options-context';

/** What the header shows of GET front/v1/chat's answer (the contract's ChatContext): the resume's summary, the job perhaps just linked. */
export interface JobContext {
  resume: Pick<ChatResume, 'name' | 'workStatus' | 'sex' | 'age' | 'degree' | 'major' | 'workYearsString' | 'expectations'> | null;
  job: ChatContext['job'];
}

export async function loadJobContext(fetcher: HostFetcher, peerUserID: string, jobId: string | number | null): Promise<JobContext> {
  // A job the company cannot link (unknown, another company's) leaves the conversation's own job.
  const linked =
    jobId === null
      ? null
      : await fetcher<ChatLinkage>('front/v1/chat', { method: 'POST', body: { to: peerUserID, jobId: Number(jobId) } satisfies ChatLinkageRequest }).catch(
          () => null,
        );
  const data = await fetcher<ChatContext>(`front/v1/chat?to=${encodeURIComponent(peerUserID)}&withResume=1`);
  return { resume: data?.resume ?? null, job: linked ? { id: linked.jobId, title: linked.jobTitle } : (data?.job ?? null) };
}

/** Null while unknown, or when the host has no fetcher or the peer is no candidate. */
export function useJobContext(fetcher: HostFetcher | undefined, peerUserID: string | null, jobId: string | number | null = null): JobContext | null {
  const [context, setContext] = useState<JobContext | null>(null);
  useEffect(() => {
    setContext(null);
    if (!fetcher || !peerUserID) return;
    let live = true;
    loadJobContext(fetcher, peerUserID, jobId)
      .then((loaded) => live && setContext(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fetcher, peerUserID, jobId]);
  return context;
}

/**
 * The resume's sex as the user reads it. The API answers the sex dictionary's code ('1', '2'),
 * which the locale names; a text the API already names (older data: 男) shows as it is.
 */
export function sexLabel(sex: string | null, t: (key: 'conversation.male' | 'conversation.female') => string): string | null {
  if (sex === '1') return t('conversation.male');
  if (sex === '2') return t('conversation.female');
  return sex || null;
}
