import type { Db } from '../../db/connect';
import type { MessageType, WireMessage } from '../protocol';
import type { MessageRow } from './messages';

export interface ReceiptCounts {
  readCount: number;
  unreadCount: number;
}

/** A stored message as the wire carries it. */
export function wireMessage(row: MessageRow, extras: { isPeerRead?: boolean; receipt?: ReceiptCounts } = {}): WireMessage {
  return {
    ID: row.clientId,
    conversationType: row.conversationType,
    from: row.sender,
    to: row.receiver,
    sequence: row.sequence,
    syncSeq: Number(row.syncSeq),
    time: Math.floor(row.createdAt.getTime() / 1000),
    type: row.type as MessageType,
    payload: row.payload,
    cloudCustomData: row.cloudCustomData,
    atUserList: row.atUserList,
    needReadReceipt: row.needReadReceipt,
    priority: row.priority as WireMessage['priority'],
    nick: row.nick,
    avatar: row.avatar,
    isRevoked: row.isRevoked,
    revoker: row.revoker,
    isPeerRead: extras.isPeerRead ?? false,
    ...(extras.receipt ? { readReceiptInfo: extras.receipt } : {}),
  };
}

/** Read and unread counts of group messages sent with needReadReceipt, by message row ID. */
export async function receiptCounts(db: Db, rows: MessageRow[]): Promise<Map<number, ReceiptCounts>> {
  const ids = rows.filter((r) => r.conversationType === 'GROUP' && r.needReadReceipt).map((r) => Number(r.id));
  if (ids.length === 0) return new Map();
  const counts = await db
    .selectFrom('chatMessages as m')
    .select((eb) => [
      'm.id',
      eb
        .selectFrom('chatMessageReads as r')
        .innerJoin('chatGroupMembers as gm', (join) => join.onRef('gm.groupId', '=', 'm.receiver').onRef('gm.userId', '=', 'r.userId'))
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.messageId', '=', 'm.id')
        .as('readCount'),
      eb
        .selectFrom('chatGroupMembers as gm')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('gm.groupId', '=', 'm.receiver')
        .whereRef('gm.userId', '<>', 'm.sender')
        .as('memberCount'),
    ])
    .where('m.id', 'in', ids)
    .execute();
  return new Map(
    counts.map((c) => {
      const readCount = Number(c.readCount ?? 0);
      return [Number(c.id), { readCount, unreadCount: Math.max(0, Number(c.memberCount ?? 0) - readCount) }];
    }),
  );
}

/** How far the C2C peers of `viewer` have read, by conversation key. */
async function peerReadSequences(db: Db, viewer: string, rows: MessageRow[]): Promise<Map<string, number>> {
  const keys = [...new Set(rows.filter((r) => r.conversationType === 'C2C' && r.sender === viewer && r.receiver !== viewer).map((r) => r.conversationKey))];
  if (keys.length === 0) return new Map();
  const states = await db
    .selectFrom('chatUserConversations')
    .select(['conversationKey', 'readSequence'])
    .where('conversationKey', 'in', keys)
    .where('userId', '<>', viewer)
    .execute();
  return new Map(states.map((s) => [s.conversationKey, s.readSequence]));
}

/**
 * A recalled message as anyone but its sender sees it: without its content. The sender keeps it
 * (Re-edit puts a recalled text back into their editor); for the others it is gone, in the
 * conversation list's preview, the history and the push alike.
 */
export function withoutRecalledContent(wire: WireMessage): WireMessage {
  return { ...wire, payload: {} };
}

/** Stored messages as `viewer` sees them: whether the peer read what they sent, receipt counts. */
export async function toWireMessages(db: Db, viewer: string, rows: MessageRow[]): Promise<WireMessage[]> {
  const [peerRead, receipts] = await Promise.all([peerReadSequences(db, viewer, rows), receiptCounts(db, rows)]);
  return rows.map((row) => {
    const wire = wireMessage(row, {
      isPeerRead: row.sender === viewer && (peerRead.get(row.conversationKey) ?? 0) >= row.sequence,
      receipt: receipts.get(Number(row.id)),
    });
    return row.isRevoked && row.sender !== viewer ? withoutRecalledContent(wire) : wire;
  });
}
