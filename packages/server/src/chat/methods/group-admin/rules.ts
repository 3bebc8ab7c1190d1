import type { ChatGroupRole, ChatGroupType } from '../../../db/chat-schema';
import type { ChatContext } from '../../context';
import { ChatError } from '../../errors';
import { ERROR_CODES, type WireGroupMember } from '../../protocol';
import { findMember, type GroupRow } from '../../store/groups';
import { loadProfile } from '../../store/profiles';

// Who may do what in which type of group (docs/chat.md §6, §9): the checks every handler makes.

/**
 * Members a group may hold: docs/chat.md §9 for Public and Community, the SDK's defaults for
 * Work (200) and Meeting (6000); live groups have no cap.
 */
export const MEMBER_CAP: Record<ChatGroupType, number> = {
  Private: 200,
  Public: 100_000,
  ChatRoom: 6000,
  AVChatRoom: Number.POSITIVE_INFINITY,
  Community: 100_000,
};

/** The product's names of the SDK's group types, for messages. */
const TYPE_NAME: Record<ChatGroupType, string> = {
  Private: 'Work',
  Public: 'Public',
  ChatRoom: 'Meeting',
  AVChatRoom: 'AVChatRoom',
  Community: 'Community',
};

export const forbidden = (message: string) => new ChatError(ERROR_CODES.GROUP_NO_PERMISSION, message);
export const groupFull = (group: Pick<GroupRow, 'groupId' | 'type'>) =>
  new ChatError(ERROR_CODES.GROUP_FULL, `group ${group.groupId} is full (at most ${MEMBER_CAP[group.type]} members)`);

export const isManager = (role: ChatGroupRole) => role === 'Owner' || role === 'Admin';

export function requireManager(role: ChatGroupRole, action: string): void {
  if (!isManager(role)) throw forbidden(`only the group owner or an admin may ${action}`);
}

export function requireOwner(role: ChatGroupRole, action: string): void {
  if (role !== 'Owner') throw forbidden(`only the group owner may ${action}`);
}

/** Refuses an action that the group's type does not have. */
export function refuseIn(group: GroupRow, types: ChatGroupType[], action: string): void {
  if (types.includes(group.type)) throw forbidden(`${action} is not possible in a ${TYPE_NAME[group.type]} group`);
}

/**
 * How people may join: Work groups by invitation only, Meeting and live groups freely (the SDK
 * ignores their joinOption), Public and Community groups as their joinOption says.
 */
export function effectiveJoinOption(group: GroupRow): GroupRow['joinOption'] {
  if (group.type === 'Private') return 'DisableApply';
  if (group.type === 'ChatRoom' || group.type === 'AVChatRoom') return 'FreeAccess';
  return group.joinOption;
}

/** The member acted on (2623 when they are not in the group). */
export async function targetMember(ctx: ChatContext, groupId: string, userId: string) {
  const member = await findMember(ctx.db, groupId, userId);
  if (!member) throw new ChatError(ERROR_CODES.MEMBER_NOT_IN_GROUP, `user ${userId} is not a member of group ${groupId}`);
  return member;
}

/** A member row as the wire carries it, with the member's nick and avatar. */
export async function wireMember(ctx: ChatContext, row: { userId: string; role: ChatGroupRole; muteUntil: number | string }): Promise<WireGroupMember> {
  const profile = await loadProfile(ctx.db, ctx.profiles, row.userId);
  return { userID: row.userId, nick: profile?.nick ?? '', avatar: profile?.avatar ?? '', role: row.role, muteUntil: Number(row.muteUntil) };
}
