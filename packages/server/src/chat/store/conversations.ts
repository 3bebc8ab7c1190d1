import { sql, type Selectable } from 'kysely';
import type { ChatRemindType, ChatUserConversationsTable } from '../../db/chat-schema';
import type { Db } from '../../db/connect';
import { MSG_AT_ALL } from '../protocol';

export type UserConversationRow = Selectable<ChatUserConversationsTable>;

/** The SDK's TYPES.CONV_AT_ME, CONV_AT_ALL and CONV_AT_ALL_AT_ME. */
const AT_ME = 1;
const AT_ALL = 2;
const AT_ALL_AT_ME = 3;

/** The user's conversations that are not deleted. */
export async function userConversations(db: Db, userId: string): Promise<UserConversationRow[]> {
  return db
    .selectFrom('chatUserConversations')
    .selectAll()
    .where('userId', '=', userId)
    .where('isDeleted', '=', false)
    .orderBy('updatedAt', 'desc')
    .orderBy('conversationKey')
    .execute();
}

/** Everything in the conversation is read: returns the new read sequence, undefined without a conversation. */
export async function markRead(db: Db, userId: string, conversationKey: string): Promise<number | undefined> {
  const { rows } = await sql<{ readSequence: number }>`
    update chat_user_conversations uc
    set read_sequence = greatest(uc.read_sequence, c.last_sequence), unread_count = 0
    from chat_conversations c
    where c.conversation_key = uc.conversation_key and uc.user_id = ${userId} and uc.conversation_key = ${conversationKey}
    returning uc.read_sequence
  `.execute(db);
  return rows[0]?.readSequence;
}

export async function setPinned(db: Db, userId: string, conversationKey: string, isPinned: boolean): Promise<boolean> {
  const result = await db
    .updateTable('chatUserConversations')
    .set({ isPinned })
    .where('userId', '=', userId)
    .where('conversationKey', '=', conversationKey)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setRemindType(db: Db, userId: string, conversationKey: string, remindType: ChatRemindType): Promise<boolean> {
  const result = await db
    .updateTable('chatUserConversations')
    .set({ remindType })
    .where('userId', '=', userId)
    .where('conversationKey', '=', conversationKey)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes the conversation from the user's list and clears its messages for them (not for others). */
export async function deleteUserConversation(db: Db, userId: string, conversationKey: string): Promise<boolean> {
  const { rows } = await sql<{ userId: string }>`
    update chat_user_conversations uc
    set is_deleted = true, is_pinned = false, unread_count = 0,
        hidden_up_to = c.last_sequence, read_sequence = greatest(uc.read_sequence, c.last_sequence)
    from chat_conversations c
    where c.conversation_key = uc.conversation_key and uc.user_id = ${userId} and uc.conversation_key = ${conversationKey}
    returning uc.user_id
  `.execute(db);
  return rows.length > 0;
}

/**
 * The groups of these rows that still exist, by ID: their name and whether the user is a member
 * (one query).
 */
export async function groupsAmong(db: Db, userId: string, rows: UserConversationRow[]): Promise<Map<string, { name: string; member: boolean }>> {
  const groupIds = rows.filter((r) => r.conversationType === 'GROUP').map((r) => r.peer);
  if (groupIds.length === 0) return new Map();
  const groups = await db
    .selectFrom('chatGroups as g')
    .leftJoin('chatGroupMembers as m', (join) => join.onRef('m.groupId', '=', 'g.groupId').on('m.userId', '=', userId))
    .select(['g.groupId', 'g.name', 'm.userId'])
    .where('g.groupId', 'in', groupIds)
    .execute();
  return new Map(groups.map((g) => [g.groupId, { name: g.name, member: g.userId !== null }]));
}

export interface AtInfo {
  messageSequence: number;
  atTypeArray: number[];
}

/** Unread group messages that mention the user or everyone, by conversation key. */
export async function groupAtInfo(db: Db, userId: string, rows: UserConversationRow[]): Promise<Map<string, AtInfo[]>> {
  const groups = rows.filter((r) => r.conversationType === 'GROUP');
  const result = new Map<string, AtInfo[]>();
  if (groups.length === 0) return result;
  const mentions = await db
    .selectFrom('chatMessages as m')
    .innerJoin('chatUserConversations as uc', (join) => join.onRef('uc.conversationKey', '=', 'm.conversationKey').on('uc.userId', '=', userId))
    .select(['m.conversationKey', 'm.sequence', 'm.atUserList'])
    .where(
      'm.conversationKey',
      'in',
      groups.map((g) => g.conversationKey),
    )
    .whereRef('m.sequence', '>', 'uc.readSequence')
    .where('m.sender', '<>', userId)
    .where('m.isRevoked', '=', false)
    .where((eb) =>
      eb.or([
        eb('m.atUserList', '@>', sql<string[]>`${JSON.stringify([userId])}::jsonb`),
        eb('m.atUserList', '@>', sql<string[]>`${JSON.stringify([MSG_AT_ALL])}::jsonb`),
      ]),
    )
    .orderBy('m.sequence')
    .execute();
  for (const m of mentions) {
    const me = m.atUserList.includes(userId);
    const all = m.atUserList.includes(MSG_AT_ALL);
    const list = result.get(m.conversationKey) ?? [];
    list.push({ messageSequence: m.sequence, atTypeArray: [me && all ? AT_ALL_AT_ME : me ? AT_ME : AT_ALL] });
    result.set(m.conversationKey, list);
  }
  return result;
}

/** The users who share a conversation with `userId`: C2C peers and fellow group members. */
export async function contactsOf(db: Db, userId: string): Promise<string[]> {
  const peers = db.selectFrom('chatUserConversations').select('peer as userId').where('userId', '=', userId).where('conversationType', '=', 'C2C');
  const members = db
    .selectFrom('chatGroupMembers as other')
    .innerJoin('chatGroupMembers as mine', 'mine.groupId', 'other.groupId')
    .select('other.userId')
    .where('mine.userId', '=', userId);
  const rows = await peers.union(members).execute();
  return rows.map((r) => r.userId).filter((id) => id !== userId);
}
