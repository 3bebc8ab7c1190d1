import type { Db } from '../../db/connect';
import type { MessageRow } from './messages';
import { visibleTo } from './visibility';

/** What `viewer` may see after `cursor`, oldest first; `more` when the page was cut. */
export async function syncPage(db: Db, viewer: string, cursor: number, count: number): Promise<{ rows: MessageRow[]; more: boolean }> {
  const rows = await db
    .selectFrom('chatMessages')
    .selectAll()
    .where('syncSeq', '>', cursor)
    .where(visibleTo(viewer))
    .orderBy('syncSeq')
    .limit(count + 1)
    .execute();
  return { rows: rows.slice(0, count), more: rows.length > count };
}

/** The sequence of a message of the conversation, by its client ID. */
export async function sequenceOf(db: Db, conversationKey: string, clientId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('chatMessages')
    .select('sequence')
    .where('conversationKey', '=', conversationKey)
    .where('clientId', '=', clientId)
    .orderBy('sequence', 'desc')
    .executeTakeFirst();
  return row?.sequence;
}

/** The newest `count` visible messages before `beforeSequence`, oldest first; `more` when older ones exist. */
export async function historyPage(
  db: Db,
  viewer: string,
  conversationKey: string,
  beforeSequence: number | undefined,
  count: number,
): Promise<{ rows: MessageRow[]; more: boolean }> {
  let query = db.selectFrom('chatMessages').selectAll().where('conversationKey', '=', conversationKey).where(visibleTo(viewer));
  if (beforeSequence !== undefined) query = query.where('sequence', '<', beforeSequence);
  const rows = await query.orderBy('sequence', 'desc').limit(count + 1).execute();
  return { rows: rows.slice(0, count).reverse(), more: rows.length > count };
}

/** The newest visible message of each of the viewer's conversations (one index scan each). */
export async function lastVisibleMessages(db: Db, viewer: string, conversationKeys: string[]): Promise<Map<string, MessageRow>> {
  if (conversationKeys.length === 0) return new Map();
  const rows = await db
    .selectFrom('chatUserConversations as uc')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('chatMessages')
          .selectAll()
          .whereRef('chatMessages.conversationKey', '=', 'uc.conversationKey')
          .where(visibleTo(viewer))
          .orderBy('chatMessages.sequence', 'desc')
          .limit(1)
          .as('m'),
      (join) => join.onTrue(),
    )
    .selectAll('m')
    .where('uc.userId', '=', viewer)
    .where('uc.conversationKey', 'in', conversationKeys)
    .execute();
  return new Map(rows.map((r) => [r.conversationKey, r as MessageRow]));
}
