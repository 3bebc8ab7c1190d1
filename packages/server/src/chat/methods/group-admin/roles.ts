import { nowSeconds } from '../../context';
import { ChatError } from '../../errors';
import { ERROR_CODES } from '../../protocol';
import { setMuteUntil, setRole, transferOwner } from '../../store/group-admin';
import { GROUP_TIP } from '../../store/group-tips';
import { memberGroup } from '../access';
import type { Handler } from '../types';
import { announce, callerView, publishGroup } from './notify';
import { forbidden, refuseIn, requireManager, requireOwner, targetMember, wireMember } from './rules';

// Ownership, admins and mutes.

/** The owner hands the group to another member and becomes a plain member (not in live groups). */
export const changeGroupOwner: Handler<'changeGroupOwner'> = async (ctx, me, { groupID, newOwnerID }) => {
  const { group, member } = await memberGroup(ctx, me, groupID);
  if (group.type === 'AVChatRoom') throw new ChatError(ERROR_CODES.CANNOT_CHANGE_OWNER_IN_AV, 'an AVChatRoom keeps its owner');
  requireOwner(member.role, 'transfer the group');
  if (newOwnerID === me.userID) throw new ChatError(ERROR_CODES.CANNOT_CHANGE_OWNER_TO_SELF, 'you own the group already');
  await targetMember(ctx, groupID, newOwnerID);
  await transferOwner(ctx.db, groupID, me.userID, newOwnerID);
  await announce(ctx, me.userID, groupID, {
    operationType: GROUP_TIP.GRP_PROFILE_UPDATED,
    userIDList: [newOwnerID],
    newGroupProfile: { ownerID: newOwnerID },
  });
  await publishGroup(ctx, groupID);
  return { group: await callerView(ctx, me, groupID) };
};

/** The owner makes a member an admin or an admin a member; Work groups have no admins. */
export const setGroupMemberRole: Handler<'setGroupMemberRole'> = async (ctx, me, { groupID, userID, role }) => {
  const { group, member } = await memberGroup(ctx, me, groupID);
  refuseIn(group, ['Private'], 'appointing admins');
  requireOwner(member.role, 'change member roles');
  if (role !== 'Admin' && role !== 'Member') throw new ChatError(ERROR_CODES.INVALID_MEMBER_ROLE, 'role must be Admin or Member');
  if (userID === me.userID) throw new ChatError(ERROR_CODES.CANNOT_SET_SELF_MEMBER_ROLE, 'you cannot change your own role');
  const target = await targetMember(ctx, groupID, userID);
  if (target.role !== role) {
    await setRole(ctx.db, groupID, userID, role);
    const operationType = role === 'Admin' ? GROUP_TIP.MBR_SET_ADMIN : GROUP_TIP.MBR_CANCELED_ADMIN;
    await announce(ctx, me.userID, groupID, { operationType, userIDList: [userID] });
    await publishGroup(ctx, groupID);
  }
  return { group: await callerView(ctx, me, groupID), member: await wireMember(ctx, { ...target, role }) };
};

/**
 * Mutes a member for `muteTime` seconds from now (0 lifts it). The owner mutes anyone else, an
 * admin plain members only; Work groups have no mutes.
 */
export const setGroupMemberMuteTime: Handler<'setGroupMemberMuteTime'> = async (ctx, me, { groupID, userID, muteTime }) => {
  const { group, member } = await memberGroup(ctx, me, groupID);
  refuseIn(group, ['Private'], 'muting');
  requireManager(member.role, 'mute members');
  if (userID === me.userID) throw new ChatError(ERROR_CODES.CANNOT_MUTE_SELF, 'you cannot mute yourself');
  const target = await targetMember(ctx, groupID, userID);
  if (member.role !== 'Owner' && target.role !== 'Member') throw forbidden('an admin may mute plain members only');
  const muteUntil = muteTime === 0 ? 0 : nowSeconds(ctx) + muteTime;
  await setMuteUntil(ctx.db, groupID, userID, muteUntil);
  await announce(ctx, me.userID, groupID, {
    operationType: GROUP_TIP.MBR_PROFILE_UPDATED,
    userIDList: [userID],
    memberList: [{ userID, muteTime }],
  });
  return { group: await callerView(ctx, me, groupID), member: await wireMember(ctx, { ...target, muteUntil }) };
};
