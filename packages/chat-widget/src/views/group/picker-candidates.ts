// Who the member picker offers for each purpose (docs/chat.md §5, §6): never the current user;
// single select for admin, transfer and mute, multi for add and remove.
import type { GroupMember } from '../../engine/entities';
import type { PickPurpose } from '../../machines/group-manage';

export interface Candidate {
  userID: string;
  nick: string;
  avatar: string;
}

export const isMulti = (purpose: PickPurpose) => purpose === 'add' || purpose === 'remove';

/** Members the purpose applies to; 'add' starts empty (people are found by user ID). */
export function pickCandidates(purpose: PickPurpose, members: GroupMember[], selfID: string): Candidate[] {
  const others = members.filter((m) => m.userID !== selfID);
  const selfRole = members.find((m) => m.userID === selfID)?.role;
  switch (purpose) {
    case 'add':
      return [];
    case 'remove':
      // The owner's row has no delete control (§6).
      return others.filter((m) => m.role !== 'Owner');
    case 'mute':
      // Nobody mutes the owner; an admin mutes plain members only (the server's rule).
      return others.filter((m) => (selfRole === 'Owner' ? m.role !== 'Owner' : m.role === 'Member'));
    case 'admin':
      return others.filter((m) => m.role === 'Member');
    case 'transfer':
      return others;
  }
}
