// Whether the toolbar offers the recruiter tools (ask resume, invite to interview, the quick
// replies written for recruiters): the host's role, else the chat credential's. An unknown role
// gets none — a candidate must not meet a button whose call the server refuses.
import { useChatOptions } from '../../provider/options-context';
import { useChatSession } from '../../provider/session-context';

export function useRecruiterTools(): boolean {
  const { role } = useChatOptions();
  const session = useChatSession();
  return (role ?? session.role) === 'recruiter';
}
