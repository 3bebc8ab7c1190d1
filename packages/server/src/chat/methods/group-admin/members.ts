import { ChatError } from '../../errors';
import { ERROR_CODES } from '../../protocol';
import { addMembers, clearOwner, deleteGroup, removeMembers } from '../../store/group-admin';
import { closeApplicationsOf } from '../../store/group-applications';
import { GROUP_TIP } from '../../store/group-tips';
import { findMember, memberIds } from '../../store/groups';
import { existingAccounts } from '../../store/profiles';
import { wireMembers } from '../groups';
import { memberGroup } from '../access';
import type { Handler } from '../types';
import { announce, callerView, publishGroup } from './notify';
import { forbidden, groupFull, MEMBER_CAP, refuseIn, requireManager, targetMember } from './rules';

// Adding, removing and listing members; leaving a group.

/**
 * Work groups: any member adds people, without their consent; Public, Meeting and Community
 * groups: the owner or an admin; live groups: nobody (people join them themselves).
 */
export const addGroupMember: Handler<'addGroupMember'> = async (ctx, me, { groupID, userIDList }) => {
  const { group, member } = await memberGroup(ctx, me, groupID);
  if (group.type === 'AVChatRoom') throw new ChatError(ERROR_CODES.CANNOT_ADD_MEMBER_IN_AV, 'nobody is added to an AVChatRoom: people join it');
  if (group.type !== 'Private') requireManager(member.role, 'add members');
  const wanted = [...new Set(userIDList)];
  const known = await existingAccounts(ctx.db, ctx.profiles, wanted);
  const result = await addMembers(
    ctx.db,
    group,
    wanted.filter((id) => known.has(id)),
    MEMBER_CAP[group.type],
  );
  if (result.full) throw groupFull(group);
  if (result.added.length > 0) {
    await closeApplicationsOf(ctx.db, groupID, result.added, me.userID, new Date(ctx.now()));
    await announce(ctx, me.userID, groupID, { operationType: GROUP_TIP.MBR_JOIN, userIDList: result.added });
    await publishGroup(ctx, groupID);
  }
  return {
    successUserIDList: result.added,
    failureUserIDList: wanted.filter((id) => !known.has(id)),
    existedUserIDList: result.existed,
    overLimitUserIDList: [],
    group: await callerView(ctx, me, groupID),
  };
};

/**
 * The owner removes admins and members, an admin members only; never in Work or live groups.
 * Removing someone who is not a member is 2623 (the widget's 该用户不在群组内).
 */
export const deleteGroupMember: Handler<'deleteGroupMember'> = async (ctx, me, { groupID, userIDList }) => {
  const { group, member } = await memberGroup(ctx, me, groupID);
  refuseIn(group, ['Private', 'AVChatRoom'], 'removing members');
  requireManager(member.role, 'remove members');
  const targets = [...new Set(userIDList)];
  if (targets.includes(me.userID)) throw forbidden('nobody removes themselves: quit the group instead');
  for (const userID of targets) {
    const target = await targetMember(ctx, groupID, userID);
    if (target.role === 'Owner' || (target.role === 'Admin' && member.role !== 'Owner')) {
      throw forbidden(`only the group owner may remove ${target.role === 'Owner' ? 'the owner' : 'an admin'}`);
    }
  }
  const removed = await removeMembers(ctx.db, groupID, targets);
  if (removed.length > 0) {
    await announce(ctx, me.userID, groupID, { operationType: GROUP_TIP.MBR_KICKED_OUT, userIDList: removed }, removed);
    await publishGroup(ctx, groupID, { userIDs: removed, reason: 'kicked' });
  }
  return { group: await callerView(ctx, me, groupID), userIDList: removed };
};

/**
 * Anyone but the owner may leave; a Work group's owner too (it then has no owner, as with the
 * SDK). The last member to leave deletes the group.
 */
export const quitGroup: Handler<'quitGroup'> = async (ctx, me, { groupID }) => {
  const { group, member } = await memberGroup(ctx, me, groupID);
  if (member.role === 'Owner' && group.type !== 'Private') {
    throw new ChatError(ERROR_CODES.OWNER_CANNOT_QUIT, 'the group owner cannot quit: transfer the group or dismiss it');
  }
  await removeMembers(ctx.db, groupID, [me.userID]);
  if (member.role === 'Owner') await clearOwner(ctx.db, groupID);
  if ((await memberIds(ctx.db, groupID)).length === 0) await deleteGroup(ctx.db, groupID);
  else await announce(ctx, me.userID, groupID, { operationType: GROUP_TIP.MBR_QUIT, userIDList: [me.userID] });
  await publishGroup(ctx, groupID, { userIDs: [me.userID], reason: 'quit' });
  return { groupID };
};

/** Profiles of members (at most 50 a call, as the SDK); IDs that are not members are left out. */
export const getGroupMemberProfile: Handler<'getGroupMemberProfile'> = async (ctx, me, { groupID, userIDList }) => {
  await memberGroup(ctx, me, groupID);
  const rows = (await Promise.all([...new Set(userIDList)].map((id) => findMember(ctx.db, groupID, id)))).filter((r) => r !== undefined);
  return { memberList: await wireMembers(ctx, rows) };
};
