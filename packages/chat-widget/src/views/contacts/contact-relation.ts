// Which actions the contact detail offers (docs/chat.md §4 "Contact actions", §5, §6): by the
// user's relation to me, or by my membership of the group. Pure, so the rules are tested alone.
import type { FriendApplication } from '../../engine/contact-entities';
import type { Group } from '../../engine/entities';
import { CONTACT_LIMITS, contactTextLength } from '../../engine/limits';

export type UserRelation = 'self' | 'applicationReceived' | 'applicationSent' | 'friend' | 'stranger';

export function userRelation(userID: string, me: string, applications: FriendApplication[], mutualFriend: boolean): UserRelation {
  if (userID === me) return 'self';
  const application = applications.find((a) => a.userID === userID);
  if (application?.type === 'Pendency_Type_ComeIn') return 'applicationReceived';
  if (mutualFriend) return 'friend';
  if (application?.type === 'Pendency_Type_SendOut') return 'applicationSent';
  return 'stranger';
}

export interface UserActions {
  acceptOrRefuse: boolean;
  deleteFriend: boolean;
  sendMessage: boolean;
  /** The application form (verification text and remark). */
  apply: boolean;
  /** Only mutual friends have a remark to edit. */
  remark: boolean;
  blacklistToggle: boolean;
}

export function userActions(relation: UserRelation, blacklisted: boolean, officialAccount: boolean): UserActions {
  const friend = relation === 'friend';
  const stranger = relation === 'stranger' || relation === 'applicationSent';
  return {
    acceptOrRefuse: relation === 'applicationReceived',
    deleteFriend: friend,
    // §6: the message button follows friendship; an official deployment offers it to friends only.
    sendMessage: friend || (stranger && !officialAccount),
    // Applying to someone on my own blacklist is refused (30515): unblock first.
    apply: relation === 'stranger' && !blacklisted,
    remark: friend,
    blacklistToggle: friend || blacklisted,
  };
}

export interface GroupActions {
  dissolve: boolean;
  quit: boolean;
  enterChat: boolean;
  /** Non-members: an application with text, or a live group's plain join. */
  join: 'apply' | 'live' | null;
}

export function groupActions(group: Pick<Group, 'type' | 'selfInfo'>): GroupActions {
  const member = group.selfInfo.userID !== '';
  // §6: the owner dissolves, except a Work group (no dissolve there, so its owner may quit).
  const dissolve = member && group.selfInfo.role === 'Owner' && group.type !== 'Private';
  return {
    dissolve,
    quit: member && !dissolve,
    enterChat: member,
    join: member ? null : group.type === 'AVChatRoom' ? 'live' : 'apply',
  };
}

/** §5: at most 96 bytes, every non-Latin-1 character counting two. */
export const remarkTooLong = (remark: string) => contactTextLength(remark) > CONTACT_LIMITS.remarkBytes;
