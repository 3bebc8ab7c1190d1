import type { Db } from '../../db/connect';
import type { ChatAllowType } from '../../db/chat-contacts-schema';

// Friend rows: one per direction (user_id has friend_id on their list).

export interface FriendRow {
  friendId: string;
  remark: string;
  addSource: string;
  addWording: string;
  addTime: number;
}

export interface NewFriend {
  userId: string;
  friendId: string;
  remark?: string;
  addSource: string;
  addWording?: string;
  addTime: number;
}

/** The user's friend list (or the given entries of it), oldest first. */
export async function friendRows(db: Db, userId: string, friendIds?: string[]): Promise<FriendRow[]> {
  if (friendIds && friendIds.length === 0) return [];
  let query = db.selectFrom('chatFriends').select(['friendId', 'remark', 'addSource', 'addWording', 'addTime']).where('userId', '=', userId);
  if (friendIds) query = query.where('friendId', 'in', friendIds);
  const rows = await query.orderBy('addTime').orderBy('friendId').execute();
  return rows.map((row) => ({ ...row, addTime: Number(row.addTime) }));
}

/** For each other user: whether I have them, and whether they have me. One query. */
export async function relationsOf(db: Db, me: string, others: string[]): Promise<Map<string, { mine: boolean; theirs: boolean }>> {
  const result = new Map(others.map((id) => [id, { mine: false, theirs: false }]));
  if (others.length === 0) return result;
  const rows = await db
    .selectFrom('chatFriends')
    .select(['userId', 'friendId'])
    .where((eb) => eb.or([eb.and([eb('userId', '=', me), eb('friendId', 'in', others)]), eb.and([eb('friendId', '=', me), eb('userId', 'in', others)])]))
    .execute();
  for (const row of rows) {
    if (row.userId === me) result.get(row.friendId)!.mine = true;
    else result.get(row.userId)!.theirs = true;
  }
  return result;
}

/** Adds the rows that do not exist yet (an existing entry keeps its remark and time). */
export async function insertFriends(db: Db, rows: NewFriend[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('chatFriends')
    .values(rows.map((r) => ({ ...r, remark: r.remark ?? '', addWording: r.addWording ?? '' })))
    .onConflict((oc) => oc.columns(['userId', 'friendId']).doNothing())
    .execute();
}

/** Removes userId → friendId, and friendId → userId when both ways. */
export async function deleteFriendRows(db: Db, userId: string, friendIds: string[], bothWays: boolean): Promise<void> {
  if (friendIds.length === 0) return;
  await db
    .deleteFrom('chatFriends')
    .where((eb) => {
      const mine = eb.and([eb('userId', '=', userId), eb('friendId', 'in', friendIds)]);
      return bothWays ? eb.or([mine, eb.and([eb('friendId', '=', userId), eb('userId', 'in', friendIds)])]) : mine;
    })
    .execute();
}

export async function updateRemark(db: Db, userId: string, friendId: string, remark: string): Promise<void> {
  await db.updateTable('chatFriends').set({ remark }).where('userId', '=', userId).where('friendId', '=', friendId).execute();
}

/** Who may add the user (the SDK profile's allowType); NeedConfirm unless set. */
export async function allowTypeOf(db: Db, userId: string): Promise<ChatAllowType> {
  const row = await db.selectFrom('chatFriendSettings').select('allowType').where('userId', '=', userId).executeTakeFirst();
  return row?.allowType ?? 'AllowType_Type_NeedConfirm';
}
