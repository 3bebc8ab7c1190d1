import { sql, type Selectable } from 'kysely';
import type { ChatConversationType, ChatMessagesTable } from '../../db/chat-schema';
import type { Db } from '../../db/connect';
import { SYNC_SEQ_LOCK } from './keys';
import { visibleTo } from './visibility';

export type MessageRow = Selectable<ChatMessagesTable>;

export interface NewMessage {
  conversationKey: string;
  conversationType: ChatConversationType;
  clientId: string;
  sender: string;
  receiver: string;
  type: string;
  payload: Record<string, unknown>;
  cloudCustomData: string;
  atUserList: string[];
  needReadReceipt: boolean;
  priority: string;
  nick: string;
  avatar: string;
  createdAt: Date;
}

/** Serialises sync_seq assignment so that sequence order is commit order: sync never skips one. */
async function lockSyncSeq(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(SYNC_SEQ_LOCK)})`.execute(trx);
}

export async function findOwnMessage(db: Db, sender: string, clientId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('chatMessages').selectAll().where('sender', '=', sender).where('clientId', '=', clientId).executeTakeFirst();
}

/**
 * Persists a message in one transaction with its conversation sequence and every participant's
 * unread count. A message whose (sender, client ID) is stored already is returned as it is.
 */
export async function storeMessage(db: Db, message: NewMessage): Promise<{ row: MessageRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockSyncSeq(trx);
    const existing = await findOwnMessage(trx, message.sender, message.clientId);
    if (existing) return { row: existing, created: false };
    const { lastSequence } = await trx
      .insertInto('chatConversations')
      .values({ conversationKey: message.conversationKey, lastSequence: 1 })
      .onConflict((oc) => oc.column('conversationKey').doUpdateSet({ lastSequence: sql`chat_conversations.last_sequence + 1` }))
      .returning('lastSequence')
      .executeTakeFirstOrThrow();
    const { payload, atUserList, ...rest } = message;
    const row = await trx
      .insertInto('chatMessages')
      .values({ ...rest, sequence: lastSequence, payload: JSON.stringify(payload), atUserList: JSON.stringify(atUserList) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await touchParticipants(trx, row);
    return { row, created: true };
  });
}

/** The sender has read up to their own message; everyone else has one more unread. */
async function touchParticipants(trx: Db, row: MessageRow): Promise<void> {
  const base = { conversationKey: row.conversationKey, conversationType: row.conversationType, updatedAt: row.createdAt };
  await trx
    .insertInto('chatUserConversations')
    .values({ ...base, userId: row.sender, peer: row.receiver, unreadCount: 0, readSequence: row.sequence })
    .onConflict((oc) =>
      oc.columns(['userId', 'conversationKey']).doUpdateSet({ unreadCount: 0, readSequence: row.sequence, isDeleted: false, updatedAt: row.createdAt }),
    )
    .execute();
  if (row.conversationType === 'C2C') {
    if (row.receiver === row.sender) return;
    await trx
      .insertInto('chatUserConversations')
      .values({ ...base, userId: row.receiver, peer: row.sender, unreadCount: 1 })
      .onConflict((oc) =>
        oc.columns(['userId', 'conversationKey']).doUpdateSet({
          unreadCount: sql`chat_user_conversations.unread_count + 1`,
          isDeleted: false,
          updatedAt: row.createdAt,
        }),
      )
      .execute();
    return;
  }
  await sql`
    insert into chat_user_conversations (user_id, conversation_key, conversation_type, peer, unread_count, updated_at)
    select user_id, ${row.conversationKey}::text, 'GROUP', group_id, 1, ${row.createdAt}::timestamptz
    from chat_group_members where group_id = ${row.receiver} and user_id <> ${row.sender}
    on conflict (user_id, conversation_key) do update set
      unread_count = chat_user_conversations.unread_count + 1, is_deleted = false, updated_at = excluded.updated_at
  `.execute(trx);
}

/** Marks a message revoked and gives it a new sync_seq, so that `sync` brings the change. */
export async function revokeStored(db: Db, id: number, revoker: string): Promise<MessageRow> {
  return db.transaction().execute(async (trx) => {
    await lockSyncSeq(trx);
    return trx
      .updateTable('chatMessages')
      .set({ isRevoked: true, revoker, syncSeq: sql`nextval(pg_get_serial_sequence('chat_messages', 'sync_seq'))` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Hides messages for one user only. */
export async function deleteForUser(db: Db, userId: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('chatDeletedMessages')
    .values(ids.map((messageId) => ({ userId, messageId })))
    .onConflict((oc) => oc.columns(['userId', 'messageId']).doNothing())
    .execute();
}

/** Messages visible to `viewer` among these client IDs (client IDs are unique per sender only). */
export async function visibleByClientIds(db: Db, viewer: string, clientIds: string[]): Promise<MessageRow[]> {
  if (clientIds.length === 0) return [];
  return db
    .selectFrom('chatMessages')
    .selectAll()
    .where('clientId', 'in', [...new Set(clientIds)])
    .where(visibleTo(viewer))
    .orderBy('syncSeq')
    .execute();
}
