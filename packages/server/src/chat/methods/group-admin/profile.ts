import { deleteGroup, updateGroupRow } from '../../store/group-admin';
import { GROUP_TIP } from '../../store/group-tips';
import { memberGroup } from '../access';
import type { Handler } from '../types';
import { announce, callerView, publishGroup } from './notify';
import { forbidden, refuseIn, requireManager, requireOwner } from './rules';

// The group's profile, and its end.

/** The tip's names of the profile fields (the SDK's newGroupProfile keys). */
const TIP_KEY = {
  name: 'groupName',
  avatar: 'avatar',
  introduction: 'introduction',
  notification: 'notification',
  joinOption: 'joinOption',
  muteAllMembers: 'muteAllMembers',
} as const;

/**
 * The owner or an admin changes name, notification, introduction, avatar, join option or
 * mute-all. Join options exist in Public and Community groups only; Work groups have no mute-all.
 * Each changed field gets its own tip, as the SDK sends them.
 */
export const updateGroupProfile: Handler<'updateGroupProfile'> = async (ctx, me, { groupID, ...patch }) => {
  const { group, member } = await memberGroup(ctx, me, groupID);
  requireManager(member.role, 'change the group profile');
  if (patch.joinOption !== undefined && group.type !== 'Public' && group.type !== 'Community') {
    throw forbidden('only Public and Community groups have a join option');
  }
  if (patch.muteAllMembers !== undefined) refuseIn(group, ['Private'], 'muting everyone');
  const changed = (Object.keys(TIP_KEY) as (keyof typeof TIP_KEY)[]).filter((key) => patch[key] !== undefined && patch[key] !== group[key]);
  if (changed.length > 0) {
    await updateGroupRow(ctx.db, groupID, Object.fromEntries(changed.map((key) => [key, patch[key]])));
    for (const key of changed) {
      await announce(ctx, me.userID, groupID, {
        operationType: GROUP_TIP.GRP_PROFILE_UPDATED,
        userIDList: [],
        newGroupProfile: { [TIP_KEY[key]]: patch[key] },
      });
    }
    await publishGroup(ctx, groupID);
  }
  return { group: await callerView(ctx, me, groupID) };
};

/** The owner ends the group (not a Work group): every member loses it, the messages go. */
export const dismissGroup: Handler<'dismissGroup'> = async (ctx, me, { groupID }) => {
  const { group, member } = await memberGroup(ctx, me, groupID);
  refuseIn(group, ['Private'], 'dismissing');
  requireOwner(member.role, 'dismiss the group');
  const members = await deleteGroup(ctx.db, groupID);
  await publishGroup(ctx, groupID, { userIDs: members, reason: 'dismissed' });
  return { groupID };
};
