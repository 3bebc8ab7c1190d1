import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect';
import type { WireProfile } from '../protocol';
import { conversationKey } from './keys';
import { storeMessage, type MessageRow } from './messages';

/** The SDK's TYPES.GRP_TIP_* values: payload.operationType of a TIMGroupTipElem. */
export const GROUP_TIP = {
  MBR_JOIN: 1,
  MBR_QUIT: 2,
  MBR_KICKED_OUT: 3,
  MBR_SET_ADMIN: 4,
  MBR_CANCELED_ADMIN: 5,
  GRP_PROFILE_UPDATED: 6,
  MBR_PROFILE_UPDATED: 7,
} as const;

export interface GroupTip {
  operationType: (typeof GROUP_TIP)[keyof typeof GROUP_TIP];
  /** The members the tip is about (the operator when empty, as the SDK fills it). */
  userIDList: string[];
  /** GRP_PROFILE_UPDATED: the changed fields (groupName, notification, ownerID, muteAllMembers...). */
  newGroupProfile?: Record<string, unknown>;
  /** MBR_PROFILE_UPDATED: mutes, muteTime in seconds (0 lifted). */
  memberList?: { userID: string; muteTime: number }[];
}

/**
 * Stores the creation notice of a new group: the kits' `group_create` card (the widget README), a
 * custom message from the creator, as Tencent's kits send one after creating a group. It gives
 * the group a first message, so it is in every member's conversation list at once.
 */
export async function storeGroupCreated(db: Db, group: { groupId: string }, creator: WireProfile, at: Date): Promise<MessageRow> {
  const data = JSON.stringify({ businessID: 'group_create', version: 4, opUser: creator.nick || creator.userID, content: '创建群组', cmd: 0 });
  const { row } = await storeMessage(db, {
    conversationKey: conversationKey('GROUP', creator.userID, group.groupId),
    conversationType: 'GROUP',
    clientId: `group-created-${randomUUID()}`,
    sender: creator.userID,
    receiver: group.groupId,
    type: 'TIMCustomElem',
    payload: { data, description: '', extension: '' },
    cloudCustomData: '',
    atUserList: [],
    needReadReceipt: false,
    priority: 'Normal',
    nick: creator.nick,
    avatar: creator.avatar,
    createdAt: at,
  });
  return row;
}

/**
 * Stores a group tip in the group conversation through the message write path, so that it gets
 * the next sequence and a syncSeq and counts for unread like any message. Sent "by" the operator.
 */
export async function storeGroupTip(
  db: Db,
  group: { groupId: string; name: string },
  operator: WireProfile,
  tip: GroupTip,
  memberCount: number,
  at: Date,
  /** The nicknames of the members the tip is about: readers see names, not user IDs. */
  nicks: ReadonlyMap<string, string> = new Map(),
): Promise<MessageRow> {
  const userIDList = tip.userIDList.length > 0 ? tip.userIDList : [operator.userID];
  const payload = {
    operatorID: operator.userID,
    operationType: tip.operationType,
    userIDList,
    groupProfile: { groupID: group.groupId, groupName: group.name },
    operatorInfo: { userID: operator.userID, nick: operator.nick, avatar: operator.avatar },
    // As the SDK's memberList: each member with its nick (empty when it has none).
    memberList: (tip.memberList ?? userIDList.map((userID) => ({ userID }))).map((member) => ({ ...member, nick: nicks.get(member.userID) ?? '' })),
    memberCount,
    ...(tip.newGroupProfile ? { newGroupProfile: tip.newGroupProfile } : {}),
  };
  const { row } = await storeMessage(db, {
    conversationKey: conversationKey('GROUP', operator.userID, group.groupId),
    conversationType: 'GROUP',
    clientId: `group-tip-${randomUUID()}`,
    sender: operator.userID,
    receiver: group.groupId,
    type: 'TIMGroupTipElem',
    payload,
    cloudCustomData: '',
    atUserList: [],
    needReadReceipt: false,
    priority: 'Normal',
    nick: operator.nick,
    avatar: operator.avatar,
    createdAt: at,
  });
  return row;
}
