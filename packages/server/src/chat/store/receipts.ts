import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { MessageRow } from './messages';

/** Records that `userId` read these messages; returns the IDs not recorded before. */
export async function addReads(db: Db, userId: string, messageIds: number[]): Promise<number[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .insertInto('chatMessageReads')
    .values(messageIds.map((messageId) => ({ messageId, userId })))
    .onConflict((oc) => oc.columns(['messageId', 'userId']).doNothing())
    .returning('messageId')
    .execute();
  return rows.map((r) => Number(r.messageId));
}

/**
 * A page of the group members other than the sender who have (`read`) or have not read a
 * group message, by user ID after `cursor`.
 */
export async function receiptMemberPage(
  db: Db,
  message: MessageRow,
  read: boolean,
  cursor: string,
  count: number,
): Promise<{ userIds: string[]; more: boolean }> {
  const rows = await db
    .selectFrom('chatGroupMembers as gm')
    .select('gm.userId')
    .where('gm.groupId', '=', message.receiver)
    .where('gm.userId', '<>', message.sender)
    .where('gm.userId', '>', cursor)
    .where((eb) => {
      const hasRead = eb.exists(
        eb.selectFrom('chatMessageReads as r').select(sql.lit(1).as('one')).where('r.messageId', '=', message.id).whereRef('r.userId', '=', 'gm.userId'),
      );
      return read ? hasRead : eb.not(hasRead);
    })
    .orderBy('gm.userId')
    .limit(count + 1)
    .execute();
  return { userIds: rows.slice(0, count).map((r) => r.userId), more: rows.length > count };
}
