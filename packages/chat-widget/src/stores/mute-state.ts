// docs/chat.md §4, §6: a member is muted while muteUntil is in the future; mute-all leaves only
// the owner and admins able to speak.
import type { GroupRole } from '../engine/entities';

export interface MuteState {
  muteAllMembers: boolean;
  role: GroupRole | '';
  /** Epoch seconds. */
  muteUntil: number;
}

export function isMuted(state: MuteState, nowSeconds: number): boolean {
  if (state.muteUntil > nowSeconds) return true;
  return state.muteAllMembers && state.role === 'Member';
}
