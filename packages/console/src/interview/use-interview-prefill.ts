// What the invitation form fills in for the recruiter (issue 17 defect 4): the job the
// conversation is about (the chat linkage, GET front/v1/chat) and their own mobile (the card's,
// else the account's, GET front/v1/user/info). Either may be missing: the field stays empty.
import { useEffect, useState } from 'react';
import type { InterviewPrefill } from './interview-form';
import { useInterviewServices } from './interview.services';
import type { Fetcher } from './interview.types';

interface ChatContext {
  job: { id: number } | null;
}
interface UserInfo {
  mobile?: string | null;
  card?: { mobile?: string | null } | null;
}

export async function fetchInterviewPrefill(fetcher: Fetcher, to: string): Promise<InterviewPrefill> {
  // Quiet calls: a prefill that fails is no error to show.
  const quiet = { policy: false } as { method?: string };
  const [context, info] = await Promise.allSettled([
    fetcher<ChatContext>(`front/v1/chat?to=${encodeURIComponent(to)}`, quiet),
    fetcher<UserInfo>('front/v1/user/info', quiet),
  ]);
  const jobId = context.status === 'fulfilled' ? context.value?.job?.id : undefined;
  const mobile = info.status === 'fulfilled' ? info.value?.card?.mobile || info.value?.mobile || undefined : undefined;
  return { ...(jobId ? { jobId } : {}), ...(mobile ? { mobile } : {}) };
}

export function useInterviewPrefill(to: string): InterviewPrefill | undefined {
  const { fetcher } = useInterviewServices();
  const [prefill, setPrefill] = useState<InterviewPrefill>();
  useEffect(() => {
    let live = true;
    void fetchInterviewPrefill(fetcher, to).then((found) => live && setPrefill(found));
    return () => {
      live = false;
    };
  }, [fetcher, to]);
  return prefill;
}
