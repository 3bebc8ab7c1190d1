import { sql, type Selectable } from 'kysely';
import type { ChatConversationType, ChatMessagesTable } from '../../db/chat-schema';
import type { Db } from '../../db/connect';
import { Coalescer, perDatabase } from './coalescer';
import { lockSyncSeq, ownMessages, writeMessages, type StoreResult } from './message-batch';
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

/** Requests that arrive while a batch is with the database go together in the next one. */
const MAX_BATCH = 200;

const writers = perDatabase((db: Db) => new Coalescer((batch: NewMessage[]) => writeMessages(db, batch), MAX_BATCH));
const lookups = perDatabase((db: Db) => new Coalescer((wanted: { sender: string; clientId: string }[]) => ownMessages(db, wanted), MAX_BATCH));

/** The sender's stored message with this client ID (lookups made meanwhile share one query). */
export async function findOwnMessage(db: Db, sender: string, clientId: string): Promise<MessageRow | undefined> {
  return lookups(db).submit({ sender, clientId });
}

/**
 * Persists a message with its conversation sequence and every participant's unread count, and
 * resolves once that is committed. Messages stored meanwhile share one transaction (group
 * commit). A message whose (sender, client ID) is stored already is returned as it is.
 */
export async function storeMessage(db: Db, message: NewMessage): Promise<StoreResult> {
  return writers(db).submit(message);
}

/** Marks a message revoked and gives it a new sync_seq, so that `sync` brings the change. */
export async function revokeStored(db: Db, id: number, revoker: string): Promise<MessageRow> {
  return db.transaction().execute(async (trx) => {
    await lockSyncSeq(trx);
    return trx
      .updateTable('chatMessages')
      .set({
        isRevoked: true,
        revoker,
        syncSeq: sql`nextval(pg_get_serial_sequence('chat_messages', 'sync_seq'))`,
      })
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
