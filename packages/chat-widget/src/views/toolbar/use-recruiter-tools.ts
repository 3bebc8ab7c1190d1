// Which role's tools the chat offers: the host's role, else the chat credential's. Recruiters get
// ask resume, invite to interview and the quick replies written for them; candidates get send
// resume. An unknown role gets neither — nobody should meet a button whose call the server refuses.
import type { ChatRole } from '../../machines/session/types';
import { useChatOptions } from '../../provider/options-context';
import { useChatSession } from '../../provider/session-context';

export function useChatRole(): ChatRole | null {
  const { role } = useChatOptions();
  const session = useChatSession();
  return role ?? session.role;
}

export const useRecruiterTools = (): boolean => useChatRole() === 'recruiter';

/** Send resume needs the host's API too (the candidate's resumes are listed through it). */
export function useCandidateTools(): boolean {
  const { fetcher } = useChatOptions();
  return useChatRole() === 'candidate' && !!fetcher;
}
