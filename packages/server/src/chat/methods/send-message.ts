import { checkContent, checkSenderMay, isTypingMessage } from '../content-rules';
import { nowSeconds, type ChatContext, type ChatSession } from '../context';
import { ChatError, groupNotFound, notGroupMember } from '../errors';
import type { ParsedOutgoingMessage } from '../frames';
import { storeAndDeliver, transientMessage, type Delivery } from '../message-delivery';
import { ERROR_CODES } from '../protocol';
import { groupWithMembers } from '../store/groups';
import { toWireMessages } from '../store/message-view';
import { findOwnMessage } from '../store/messages';
import { loadProfile } from '../store/profiles';
import { NO_RECEIPT_GROUP_TYPES, reachablePeer } from './access';
import type { Handler } from './types';

interface Target {
  /** Who gets the message, the sender aside. */
  recipients: string[];
  needReadReceipt: boolean;
}

/** Checks that the caller may send to `to` and says who receives the message. */
async function resolveTarget(ctx: ChatContext, me: ChatSession, message: ParsedOutgoingMessage): Promise<Target> {
  if (message.conversationType === 'C2C') {
    const peer = await reachablePeer(ctx, me, message.to);
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

export const sendMessage: Handler<'sendMessage'> = async (ctx, me, { message, onlineUserOnly }) => {
  let target: Target;
  try {
    checkSenderMay(message, me.isAdmin);
    checkContent(message, ctx.config.chat.sensitiveWords);
    target = await resolveTarget(ctx, me, message);
  } catch (error) {
    // A resend of a stored message gets the stored one back even when it could not be sent now
    // (the sender left the group since). When it may be sent, the write finds it stored
    // (store/message-batch.ts) and nobody gets it twice: no look-up on the send path.
    const stored = await findOwnMessage(ctx.db, me.userID, message.ID);
    if (stored) return { message: (await toWireMessages(ctx.db, me.userID, [stored]))[0]! };
    throw error;
  }
  const delivery: Delivery = {
    sender: me.userID,
    profile: await loadProfile(ctx.db, ctx.profiles, me.userID),
    conversationType: message.conversationType,
    to: message.to,
    clientId: message.ID,
    type: message.type,
    payload: message.payload,
    cloudCustomData: message.cloudCustomData,
    atUserList: message.atUserList,
    needReadReceipt: target.needReadReceipt,
    priority: message.priority,
    recipients: target.recipients,
    except: me.peer,
  };

  if (isTypingMessage(message) || onlineUserOnly) {
    const wire = transientMessage(ctx, delivery);
    const audience = isTypingMessage(message) ? target.recipients : [...target.recipients, me.userID];
    ctx.presence.push(audience, 'messageReceived', { messageList: [wire] }, me.peer);
    return { message: wire };
  }
  return { message: await storeAndDeliver(ctx, delivery) };
};
