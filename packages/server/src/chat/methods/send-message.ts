import { checkContent, checkSenderMay, isTypingMessage } from '../content-rules';
import { nowSeconds, type ChatContext, type ChatSession } from '../context';
import { ChatError, groupNotFound, notGroupMember, userNotFound } from '../errors';
import type { ParsedOutgoingMessage } from '../frames';
import { ERROR_CODES, type WireMessage, type WireProfile } from '../protocol';
import { isBlocked } from '../store/blacklist';
import { groupWithMembers } from '../store/groups';
import { conversationKey } from '../store/keys';
import { receiptCounts, toWireMessages, wireMessage } from '../store/message-view';
import { findOwnMessage, storeMessage } from '../store/messages';
import { loadProfile, loadProfiles } from '../store/profiles';
import { NO_RECEIPT_GROUP_TYPES } from './access';
import type { Handler } from './types';

interface Target {
  /** Who gets the message, the sender aside. */
  recipients: string[];
  needReadReceipt: boolean;
}

/** Checks that the caller may send to `to` and says who receives the message. */
async function resolveTarget(ctx: ChatContext, me: ChatSession, message: ParsedOutgoingMessage): Promise<Target> {
  if (message.conversationType === 'C2C') {
    const [peer] = await loadProfiles(ctx.db, ctx.profiles, [message.to]);
    if (!peer) throw userNotFound(message.to);
    // Cached per receiver (store/blacklist.ts): no query once the receiver's list is known.
    if (peer.userID !== me.userID && (await isBlocked(ctx.db, peer.userID, me.userID))) {
      throw new ChatError(ERROR_CODES.IN_PEER_BLACKLIST, 'the receiver has blacklisted you');
    }
    return { recipients: peer.userID === me.userID ? [] : [peer.userID], needReadReceipt: message.needReadReceipt };
  }
  const found = await groupWithMembers(ctx.db, message.to);
  if (!found) throw groupNotFound(message.to);
  const { group, members } = found;
  const member = members.find((m) => m.userId === me.userID);
  if (!member) throw notGroupMember(message.to);
  const muted = Number(member.muteUntil) > nowSeconds(ctx) || (group.muteAllMembers && member.role === 'Member');
  if (muted) throw new ChatError(ERROR_CODES.MUTED, 'you have been muted in this group');
  return {
    recipients: members.map((m) => m.userId).filter((id) => id !== me.userID),
    needReadReceipt: message.needReadReceipt && !NO_RECEIPT_GROUP_TYPES.has(group.type),
  };
}

/** A message that is delivered to whoever is online and never stored: it has no sequence. */
function transientMessage(ctx: ChatContext, me: ChatSession, profile: WireProfile | undefined, message: ParsedOutgoingMessage): WireMessage {
  return {
    ID: message.ID,
    conversationType: message.conversationType,
    from: me.userID,
    to: message.to,
    sequence: 0,
    syncSeq: 0,
    time: nowSeconds(ctx),
    type: message.type,
    payload: message.payload,
    cloudCustomData: message.cloudCustomData,
    atUserList: message.atUserList,
    needReadReceipt: false,
    priority: message.priority,
    nick: profile?.nick ?? '',
    avatar: profile?.avatar ?? '',
    isRevoked: false,
    revoker: '',
    isPeerRead: false,
  };
}

export const sendMessage: Handler<'sendMessage'> = async (ctx, me, { message, onlineUserOnly }) => {
  // A resend of a stored message gets the stored one back, and nobody gets it twice.
  const stored = await findOwnMessage(ctx.db, me.userID, message.ID);
  if (stored) return { message: (await toWireMessages(ctx.db, me.userID, [stored]))[0]! };

  checkSenderMay(message, me.isAdmin);
  checkContent(message, ctx.config.chat.sensitiveWords);
  const target = await resolveTarget(ctx, me, message);
  const profile = await loadProfile(ctx.db, ctx.profiles, me.userID);

  if (isTypingMessage(message) || onlineUserOnly) {
    const wire = transientMessage(ctx, me, profile, message);
    const audience = isTypingMessage(message) ? target.recipients : [...target.recipients, me.userID];
    ctx.presence.push(audience, 'messageReceived', { messageList: [wire] }, me.peer);
    return { message: wire };
  }

  const { row, created } = await storeMessage(ctx.db, {
    conversationKey: conversationKey(message.conversationType, me.userID, message.to),
    conversationType: message.conversationType,
    clientId: message.ID,
    sender: me.userID,
    receiver: message.to,
    type: message.type,
    payload: message.payload,
    cloudCustomData: message.cloudCustomData,
    atUserList: message.atUserList,
    needReadReceipt: target.needReadReceipt,
    priority: message.priority,
    nick: profile?.nick ?? '',
    avatar: profile?.avatar ?? '',
    createdAt: new Date(ctx.now()),
  });
  if (!created) return { message: (await toWireMessages(ctx.db, me.userID, [row]))[0]! };
  // Just stored, so nobody has read it: a peer's read sequence never passes the conversation's
  // last sequence, which this message has just raised. Only receipt counts need a query.
  const receipt = row.needReadReceipt && row.conversationType === 'GROUP' ? (await receiptCounts(ctx.db, [row])).get(Number(row.id)) : undefined;
  const wire = wireMessage(row, { isPeerRead: false, receipt });
  const everyone = [...target.recipients, me.userID];
  ctx.presence.push(everyone, 'messageReceived', { messageList: [wire] }, me.peer);
  ctx.feed.touch(everyone);
  return { message: wire };
};
