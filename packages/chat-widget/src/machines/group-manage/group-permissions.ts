// What each role may see and do in each type of group (docs/chat.md §2, §6, §9): one pure
// function the manage panel reads. The server checks every rule again; hiding is only for the eye.
import type { GroupRole, GroupType } from '../../engine/entities';

export interface GroupPermissions {
  editName: boolean;
  editNotice: boolean;
  /** The add (+) tile: hidden for Work groups (§6). */
  addMembers: boolean;
  /** The remove (−) tile: the owner only, not in Work or live groups (§2, §6). */
  removeMembers: boolean;
  /** Add and remove admins: the owner, not in Work groups. */
  manageAdmins: boolean;
  /** The admin settings page (admins, mute all, individual mutes): owner/admin, a type with mutes. */
  adminSettings: boolean;
  /** Transfer the group: the owner, with more than one member. */
  transfer: boolean;
  /** Dissolve: the owner, hidden for Work groups. */
  dissolve: boolean;
  /** Quit: everyone who may not dissolve (a Work group's owner quits too). */
  quit: boolean;
  /** Member tiles in the preview: 3, plus 1 if not Work, plus 1 if not the owner (§9). */
  previewTiles: number;
}

/** Every type but Work has admins and mutes (the server's table in packages/server/README.md). */
export const supportsMute = (type: GroupType): boolean => type !== 'Private';

export function groupPermissions(type: GroupType, role: GroupRole, memberCount: number): GroupPermissions {
  const owner = role === 'Owner';
  const manager = owner || role === 'Admin';
  const work = type === 'Private';
  const dissolve = owner && !work;
  return {
    editName: manager,
    editNotice: manager,
    addMembers: !work,
    removeMembers: owner && !work && type !== 'AVChatRoom',
    manageAdmins: owner && !work,
    adminSettings: manager && !work && supportsMute(type),
    transfer: owner && memberCount > 1,
    dissolve,
    quit: !dissolve,
    previewTiles: 3 + (work ? 0 : 1) + (owner ? 0 : 1),
  };
}
