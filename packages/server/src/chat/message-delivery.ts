import { nowSeconds, type ChatContext } from './context';
import type { ExceptPeer } from './presence';
import type { ConversationType, MessageType, WireMessage, WireProfile } from './protocol';
import { conversationKey } from './store/keys';
import { receiptCounts, toWireMessages, wireMessage } from './store/message-view';
import { storeMessage } from './store/messages';

/** A message on its way to a conversation, with who sends and who receives it. */
export interface Delivery {
  sender: string;
  /** The sender's, for the message's nick and avatar. */
  profile: WireProfile | undefined;
  conversationType: ConversationType;
  /** The C2C peer or the group ID. */
  to: string;
  /** Unique per sender: a second delivery with the same one is stored once. */
  clientId: string;
  type: MessageType;
  payload: Record<string, unknown>;
  cloudCustomData: string;
  atUserList: string[];
  needReadReceipt: boolean;
  priority: WireMessage['priority'];
  /** Who gets it, the sender aside. */
  recipients: string[];
  /** The connection whose request's answer carries the message: pushed to the others only. */
  except?: ExceptPeer;
}

/**
 * Stores a message (sequence, unread counts, committed before it resolves), then pushes it to
 * every online connection of the recipients and the sender and schedules the change of their
 * conversation lists. A delivery stored already is answered as stored and pushed to nobody again.
 */
export async function storeAndDeliver(ctx: ChatContext, delivery: Delivery): Promise<WireMessage> {
  const { row, created, touched } = await storeMessage(ctx.db, {
    conversationKey: conversationKey(delivery.conversationType, delivery.sender, delivery.to),
    conversationType: delivery.conversationType,
    clientId: delivery.clientId,
    sender: delivery.sender,
    receiver: delivery.to,
    type: delivery.type,
    payload: delivery.payload,
    cloudCustomData: delivery.cloudCustomData,
    atUserList: delivery.atUserList,
    needReadReceipt: delivery.needReadReceipt,
    priority: delivery.priority,
    nick: delivery.profile?.nick ?? '',
    avatar: delivery.profile?.avatar ?? '',
    createdAt: new Date(ctx.now()),
  });
  if (!created) return (await toWireMessages(ctx.db, delivery.sender, [row]))[0]!;
  // Just stored, so nobody has read it: a peer's read sequence never passes the conversation's
  // last sequence, which this message has just raised. Only receipt counts need a query.
  const receipt = row.needReadReceipt && row.conversationType === 'GROUP' ? (await receiptCounts(ctx.db, [row])).get(Number(row.id)) : undefined;
  const wire = wireMessage(row, { isPeerRead: false, receipt });
  const everyone = [...delivery.recipients, delivery.sender];
  if (ctx.cluster) {
    // The other nodes heard of it with the commit and push it to their own connections
    // (store/message-batch.ts, stored-elsewhere.ts): here only this node's.
    ctx.presence.pushHere(everyone, 'messageReceived', { messageList: [wire] }, delivery.except?.peerID, delivery.except);
    ctx.feed.changed(
      touched.filter((t) => ctx.presence.isHere(t.userId)),
      wire,
    );
  } else {
    ctx.presence.push(everyone, 'messageReceived', { messageList: [wire] }, delivery.except);
    ctx.feed.changed(touched, wire);
  }
  ctx.search.nudge();
  return wire;
}

/** A message that is delivered to whoever is online and never stored: it has no sequence. */
export function transientMessage(ctx: ChatContext, delivery: Omit<Delivery, 'recipients' | 'except'>): WireMessage {
  return {
    ID: delivery.clientId,
    conversationType: delivery.conversationType,
    from: delivery.sender,
    to: delivery.to,
    sequence: 0,
    syncSeq: 0,
    time: nowSeconds(ctx),
    type: delivery.type,
    payload: delivery.payload,
    cloudCustomData: delivery.cloudCustomData,
    atUserList: delivery.atUserList,
    needReadReceipt: false,
    priority: delivery.priority,
    nick: delivery.profile?.nick ?? '',
    avatar: delivery.profile?.avatar ?? '',
    isRevoked: false,
    revoker: '',
    isPeerRead: false,
  };
}
