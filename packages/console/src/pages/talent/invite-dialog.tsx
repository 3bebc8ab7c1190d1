// 邀请面试 from a talent list: the console's standalone invitation (chat included) for the
// candidate chosen, by their chat ID.
import { InviteToInterviewDialog } from '../../interview';
import type { Candidate } from '../../api/talent.api';
import { chatIDOf } from '../../session/chat-link';

export function InviteDialog({ candidate, onClose }: { candidate: Candidate | null; onClose: () => void }) {
  return <InviteToInterviewDialog open={candidate !== null} userID={candidate ? chatIDOf(candidate.id) : ''} onClose={onClose} />;
}
