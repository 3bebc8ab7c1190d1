import { sql } from 'kysely';
import type { ChatGroupRole, ChatGroupType } from '../../db/chat-schema';
import type { Db } from '../../db/connect';
import type { WireGroupProfilePatch } from '../protocol';
import type { GroupRow } from './groups';
import { conversationKey } from './keys';

// Writes of group administration: membership, roles, mutes, ownership, profile, dismissal.

/** Group types whose new members see the messages from before they joined (docs/chat.md §9: Meeting). */
const PRE_JOIN_HISTORY: ReadonlySet<ChatGroupType> = new Set(['ChatRoom']);

export type AddMembersResult = { full: false; added: string[]; existed: string[] } | { full: true };

/**
 * Adds users as members unless the group would then hold more than `cap`; the group row is
 * locked meanwhile, so that concurrent joins count right. New members see messages from now on
 * (from the group's start in Meeting groups).
 */
export async function addMembers(db: Db, group: GroupRow, userIds: string[], cap: number): Promise<AddMembersResult> {
  const wanted = [...new Set(userIds)];
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('chatGroups').select('groupId').where('groupId', '=', group.groupId).forUpdate().execute();
    const members = await trx.selectFrom('chatGroupMembers').select('userId').where('groupId', '=', group.groupId).execute();
    const present = new Set(members.map((m) => m.userId));
    const existed = wanted.filter((id) => present.has(id));
    const fresh = wanted.filter((id) => !present.has(id));
    if (fresh.length === 0) return { full: false, added: [], existed };
    if (present.size + fresh.length > cap) return { full: true };
    let historyFrom = 0;
    if (!PRE_JOIN_HISTORY.has(group.type)) {
      const conversation = await trx
        .selectFrom('chatConversations')
        .select('lastSequence')
        .where('conversationKey', '=', conversationKey('GROUP', '', group.groupId))
        .executeTakeFirst();
      historyFrom = conversation?.lastSequence ?? 0;
    }
    await trx
      .insertInto('chatGroupMembers')
      .values(fresh.map((userId) => ({ groupId: group.groupId, userId, role: 'Member', historyFrom })))
      .execute();
    return { full: false, added: fresh, existed };
  });
}

/**
 * Removes members; returns those who were members. Their conversation with the group stays in
 * their list, frozen: nothing unread, nothing more to read (visibility needs membership).
 */
export async function removeMembers(db: Db, groupId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('chatGroupMembers').where('groupId', '=', groupId).where('userId', 'in', userIds).returning('userId').execute();
    const ids = removed.map((r) => r.userId);
    if (ids.length > 0) await freeze(trx, groupId, ids);
    return ids;
  });
}

async function freeze(trx: Db, groupId: string, userIds: string[]): Promise<void> {
  await trx
    .updateTable('chatUserConversations')
    .set((eb) => ({
      unreadCount: 0,
      // Kept for the list: the group's row may go (dissolved), the conversation stays.
      groupName: eb.fn.coalesce(eb.selectFrom('chatGroups').select('name').where('groupId', '=', groupId), eb.val('')),
    }))
    .where('conversationKey', '=', conversationKey('GROUP', '', groupId))
    .where('userId', 'in', userIds)
    .execute();
}

export async function setRole(db: Db, groupId: string, userId: string, role: ChatGroupRole): Promise<void> {
  await db.updateTable('chatGroupMembers').set({ role }).where('groupId', '=', groupId).where('userId', '=', userId).execute();
}

/** Sets when the member's mute ends (Unix seconds; 0: not muted). */
export async function setMuteUntil(db: Db, groupId: string, userId: string, muteUntil: number): Promise<void> {
  await db.updateTable('chatGroupMembers').set({ muteUntil }).where('groupId', '=', groupId).where('userId', '=', userId).execute();
}

/** The new owner becomes Owner, the old one a Member. */
export async function transferOwner(db: Db, groupId: string, oldOwner: string, newOwner: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('chatGroups').set({ ownerId: newOwner }).where('groupId', '=', groupId).execute();
    await trx.updateTable('chatGroupMembers').set({ role: 'Member' }).where('groupId', '=', groupId).where('userId', '=', oldOwner).execute();
    await trx.updateTable('chatGroupMembers').set({ role: 'Owner' }).where('groupId', '=', groupId).where('userId', '=', newOwner).execute();
  });
}

/** A Work group's owner left it: it has no owner any more. */
export async function clearOwner(db: Db, groupId: string): Promise<void> {
  await db.updateTable('chatGroups').set({ ownerId: '' }).where('groupId', '=', groupId).execute();
}

export async function updateGroupRow(db: Db, groupId: string, patch: WireGroupProfilePatch): Promise<GroupRow> {
  return db.updateTable('chatGroups').set(patch).where('groupId', '=', groupId).returningAll().executeTakeFirstOrThrow();
}

/**
 * Deletes the group with its members and applications, and its messages: nobody may read them
 * any more, and a group made later with the same ID must not show them. Returns who were members.
 */
export async function deleteGroup(db: Db, groupId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const members = (await trx.selectFrom('chatGroupMembers').select('userId').where('groupId', '=', groupId).execute()).map((m) => m.userId);
    if (members.length > 0) await freeze(trx, groupId, members); // while the group's name is there
    await trx.deleteFrom('chatGroups').where('groupId', '=', groupId).execute();
    await trx
      .deleteFrom('chatMessages')
      .where('conversationKey', '=', conversationKey('GROUP', '', groupId))
      .execute();
    return members;
  });
}

/** Members of these groups with their nick, for member search (at most `limit` rows). */
export async function membersOfGroups(db: Db, groupIds: string[], limit: number) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('chatGroupMembers')
    .select(['groupId', 'userId'])
    .where('groupId', 'in', groupIds)
    .orderBy('groupId')
    .orderBy(sql`case role when 'Owner' then 0 when 'Admin' then 1 else 2 end`)
    .orderBy('joinedAt')
    .orderBy('userId')
    .limit(limit)
    .execute();
}
