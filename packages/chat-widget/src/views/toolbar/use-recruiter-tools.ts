// Which role's tools the chat offers (useChatRole: the host's role, else the credential's).
// Recruiters get ask resume, invite to interview and the quick replies written for them;
// candidates get send resume. An unknown role gets neither — nobody should meet a button whose
// call the server refuses.
import { useChatOptions } from '../../provider/options-context';
import { useChatRole } from '../../provider/use-chat-role';

export const useRecruiterTools = (): boolean => useChatRole() === 'recruiter';

/** Send resume needs the host's API too (the candidate's resumes are listed through it). */
export function useCandidateTools(): boolean {
  const { fetcher } = useChatOptions();
  return useChatRole() === 'candidate' && !!fetcher;
}
