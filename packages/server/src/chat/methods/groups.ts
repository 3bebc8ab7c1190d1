import { randomBytes } from 'node:crypto';
import type { ChatGroupRole, ChatGroupType, ChatJoinOption } from '../../db/chat-schema';
import type { ChatContext } from '../context';
import { ChatError, invalidParams, userNotFound } from '../errors';
import { ERROR_CODES, type WireGroupMember } from '../protocol';
import { groupProfile, groupsOf, insertGroup, memberPage } from '../store/groups';
import { existingAccounts, loadProfiles } from '../store/profiles';
import { memberGroup } from './access';
import { announceCreation, publishGroup } from './group-admin/notify';
import { groupFull, MEMBER_CAP } from './group-admin/rules';
import type { Handler } from './types';

// Creating and reading groups; managing them (members, roles, mutes) is in group-admin.ts.

/** How people may join a group of each type when the creator does not say (the SDK's defaults). */
const DEFAULT_JOIN_OPTION: Record<ChatGroupType, ChatJoinOption> = {
  Private: 'DisableApply',
  Public: 'NeedPermission',
  ChatRoom: 'FreeAccess',
  AVChatRoom: 'FreeAccess',
  Community: 'FreeAccess',
};

const CUSTOM_GROUP_ID = /^[A-Za-z0-9_-][A-Za-z0-9_@#.-]{0,47}$/;

/** A group ID as the SDK makes them: @TGS# and random characters (@TGS#_ for communities). */
export function newGroupID(type: ChatGroupType): string {
  const random = randomBytes(8).toString('hex').toUpperCase().slice(0, 10);
  return `@TGS#${type === 'Community' ? '_' : ''}${random}`;
}

export const createGroup: Handler<'createGroup'> = async (ctx, me, params) => {
  // Communities get no caller-chosen ID (docs/chat.md §5: the field is dropped).
  const chosen = params.type === 'Community' ? undefined : params.groupID || undefined;
  if (chosen !== undefined && (!CUSTOM_GROUP_ID.test(chosen) || chosen.startsWith('@TGS#'))) {
    throw invalidParams('groupID must be up to 48 letters, digits or _-@#. and must not start with @TGS#');
  }
  const members = [...new Set(params.memberList)].filter((id) => id !== me.userID);
  const existing = await existingAccounts(ctx.db, ctx.profiles, members);
  const missing = members.filter((id) => !existing.has(id));
  if (missing.length > 0) throw userNotFound(missing.join(', '));

  if (members.length + 1 > MEMBER_CAP[params.type]) throw groupFull({ groupId: chosen ?? '', type: params.type });
  const groupId = chosen ?? newGroupID(params.type);
  const created = await insertGroup(ctx.db, {
    groupId,
    type: params.type,
    name: params.name,
    ownerId: me.userID,
    joinOption: params.joinOption ?? DEFAULT_JOIN_OPTION[params.type],
    memberIds: members,
  });
  if (!created) throw new ChatError(ERROR_CODES.GROUP_ID_IN_USE, `group ID ${groupId} is already in use`);
  const { group } = await memberGroup(ctx, me, groupId);
  await publishGroup(ctx, groupId); // the members' group lists (GROUP_LIST_UPDATED)
  await announceCreation(ctx, me.userID, groupId, members);
  return { group: await groupProfile(ctx.db, group, me.userID, 'Owner') };
};

export const getGroupList: Handler<'getGroupList'> = async (ctx, me) => ({ groupList: await groupsOf(ctx.db, me.userID) });

export const getGroupProfile: Handler<'getGroupProfile'> = async (ctx, me, { groupID }) => {
  const { group, member } = await memberGroup(ctx, me, groupID);
  return { group: await groupProfile(ctx.db, group, me.userID, member.role) };
};

/** Members by role then join time; `offset` is where the next page starts, 0 after the last. */
export const getGroupMemberList: Handler<'getGroupMemberList'> = async (ctx, me, { groupID, count, offset }) => {
  await memberGroup(ctx, me, groupID);
  const rows = await memberPage(ctx.db, groupID, offset, count);
  return { memberList: await wireMembers(ctx, rows.slice(0, count)), offset: rows.length > count ? offset + count : 0 };
};

/** Member rows with their nick and avatar, as the protocol sends them. */
export async function wireMembers(ctx: ChatContext, rows: { userId: string; role: ChatGroupRole; muteUntil: number | string }[]): Promise<WireGroupMember[]> {
  const profiles = new Map(
    (
      await loadProfiles(
        ctx.db,
        ctx.profiles,
        rows.map((r) => r.userId),
      )
    ).map((p) => [p.userID, p]),
  );
  return rows.map((r) => ({
    userID: r.userId,
    nick: profiles.get(r.userId)?.nick ?? '',
    avatar: profiles.get(r.userId)?.avatar ?? '',
    role: r.role,
    muteUntil: Number(r.muteUntil),
  }));
}
