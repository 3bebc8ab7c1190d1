import { messageNotFound } from '../errors';
import { conversationIDOf, type Events } from '../protocol';
import { receiptCounts, toWireMessages } from '../store/message-view';
import { visibleByClientIds } from '../store/messages';
import { addReads, receiptMemberPage } from '../store/receipts';
import type { Handler } from './types';

/** Group read receipts: the caller read these needReadReceipt messages; each sender is told the new counts. */
export const sendMessageReadReceipt: Handler<'sendMessageReadReceipt'> = async (ctx, me, { IDs }) => {
  const rows = (await visibleByClientIds(ctx.db, me.userID, IDs)).filter((r) => r.conversationType === 'GROUP' && r.needReadReceipt && r.sender !== me.userID);
  const added = new Set(
    await addReads(
      ctx.db,
      me.userID,
      rows.map((r) => Number(r.id)),
    ),
  );
  const changed = rows.filter((r) => added.has(Number(r.id)));
  const counts = await receiptCounts(ctx.db, changed);
  const bySender = new Map<string, Events['messageReadReceiptReceived']['receipts']>();
  for (const row of changed) {
    const { readCount, unreadCount } = counts.get(Number(row.id)) ?? { readCount: 0, unreadCount: 0 };
    const receipts = bySender.get(row.sender) ?? [];
    receipts.push({ ID: row.clientId, conversationID: conversationIDOf('GROUP', row.receiver), readCount, unreadCount });
    bySender.set(row.sender, receipts);
  }
  for (const [sender, receipts] of bySender) ctx.presence.push([sender], 'messageReadReceiptReceived', { receipts });
  return {};
};

/** The messages with their receipt state (for C2C messages the caller sent: read by the peer or not). */
export const getMessageReadReceiptList: Handler<'getMessageReadReceiptList'> = async (ctx, me, { IDs }) => {
  const wire = await toWireMessages(ctx.db, me.userID, await visibleByClientIds(ctx.db, me.userID, IDs));
  return {
    messageList: wire.map((m) =>
      m.conversationType === 'C2C' && m.from === me.userID && !m.readReceiptInfo
        ? { ...m, readReceiptInfo: { readCount: m.isPeerRead ? 1 : 0, unreadCount: m.isPeerRead ? 0 : 1 } }
        : m,
    ),
  };
};

/** Members who read (filter 0) or have not read (filter 1) a group message, a page after the cursor. */
export const getGroupMessageReadMemberList: Handler<'getGroupMessageReadMemberList'> = async (ctx, me, { ID, filter, cursor, count }) => {
  const row = (await visibleByClientIds(ctx.db, me.userID, [ID])).find((r) => r.conversationType === 'GROUP');
  if (!row) throw messageNotFound();
  const { userIds, more } = await receiptMemberPage(ctx.db, row, filter === 0, cursor, count);
  return {
    readUserIDList: filter === 0 ? userIds : [],
    unreadUserIDList: filter === 1 ? userIds : [],
    cursor: more ? userIds.at(-1)! : '',
    isCompleted: !more,
  };
};
