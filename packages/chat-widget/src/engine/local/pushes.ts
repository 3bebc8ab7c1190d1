// Server pushes (@employment-cloud/chat-protocol Events) → caches and SDK events.
import { EVENT, TYPES } from '../constants';
import type { ReadReceipt } from '../entities';
import type { Message } from '../message';
import { contactPush } from './contact-pushes';
import type { Core } from './core';
import { applyConversations } from './conversation-sync';
import { deliver } from './delivery';
import { groupAdminPush } from './group-admin-pushes';
import { toLastMessage, toProfile } from './from-wire';
import { reactionsPushed } from './reactions';
import { conversationIDOf, parseConversationID, type EventFrame, type Events } from '@employment-cloud/chat-protocol';

function revoked(core: Core, { messageList }: Events['messageRevoked']): void {
  const changed: Message[] = [];
  let listChanged = false;
  for (const wire of messageList) {
    const wasRevoked = core.messages.get(wire.ID)?.isRevoked === true;
    const { message } = core.messages.ingest(wire, core.me);
    if (!wasRevoked) changed.push(message);
    const conversation = core.conversations.get(message.conversationID);
    if (conversation?.lastMessage?.lastSequence === message.sequence) {
      conversation.lastMessage = toLastMessage(message);
      listChanged = true;
    }
  }
  if (changed.length > 0) core.emitter.emit(EVENT.MESSAGE_REVOKED, changed);
  if (listChanged) core.publishConversations();
}

function readByPeer(core: Core, { peer, sequence }: Events['messageReadByPeer']): void {
  const conversationID = conversationIDOf('C2C', peer);
  const read = core.messages.inConversation(conversationID).filter((m) => m.flow === 'out' && m.sequence > 0 && m.sequence <= sequence && !m.isPeerRead);
  for (const message of read) message.isPeerRead = message.readReceiptInfo.isPeerRead = true;
  const last = core.conversations.get(conversationID)?.lastMessage;
  const lastChanged = last !== null && last !== undefined && last.fromAccount === core.me && last.lastSequence <= sequence && !last.isPeerRead;
  if (lastChanged) last.isPeerRead = true;
  if (read.length > 0) core.emitter.emit(EVENT.MESSAGE_READ_BY_PEER, read);
  const receipts: ReadReceipt[] = read.filter((m) => m.needReadReceipt).map((m) => ({ conversationID, messageID: m.ID, userID: peer, isPeerRead: true }));
  if (receipts.length > 0) core.emitter.emit(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, receipts);
  if (lastChanged) core.publishConversations();
}

function readReceipts(core: Core, { receipts }: Events['messageReadReceiptReceived']): void {
  const out: ReadReceipt[] = receipts.map(({ ID, conversationID, readCount, unreadCount }) => {
    const message = core.messages.get(ID);
    if (message) Object.assign(message.readReceiptInfo, { readCount, unreadCount });
    const groupID = parseConversationID(conversationID)?.type === 'GROUP' ? conversationID.slice('GROUP'.length) : undefined;
    return { conversationID, messageID: ID, groupID, readCount, unreadCount };
  });
  if (out.length > 0) core.emitter.emit(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, out);
}

function profiles(core: Core, { profileList }: Events['profileUpdated']): void {
  const updated = profileList.map(toProfile);
  core.directory.putUsers(updated);
  const mine = updated.find((p) => p.userID === core.me);
  if (mine) core.myProfile = mine;
  core.conversations.relink();
  core.emitter.emit(EVENT.PROFILE_UPDATED, updated);
  core.publishConversations();
}

export function handlePush(core: Core, frame: EventFrame): void {
  if (!core.isLoggedIn()) return;
  if (contactPush(core, frame) || groupAdminPush(core, frame)) return;
  switch (frame.event) {
    case 'messageReceived':
      deliver(core, (frame.data as Events['messageReceived']).messageList, !core.gap);
      return;
    case 'messageRevoked':
      return revoked(core, frame.data as Events['messageRevoked']);
    case 'messageReadByPeer':
      return readByPeer(core, frame.data as Events['messageReadByPeer']);
    case 'messageReadReceiptReceived':
      return readReceipts(core, frame.data as Events['messageReadReceiptReceived']);
    case 'conversationListUpdated':
    case 'conversationsChanged':
      return applyConversations(core, (frame.data as Events['conversationsChanged']).conversationList);
    case 'messageReactionsUpdated':
      return reactionsPushed(core, frame.data as Events['messageReactionsUpdated']);
    case 'profileUpdated':
      return profiles(core, frame.data as Events['profileUpdated']);
    case 'userStatusUpdated': {
      const { statusList } = frame.data as Events['userStatusUpdated'];
      core.emitter.emit(
        EVENT.USER_STATUS_UPDATED,
        statusList.map(({ userID, statusType }) => ({
          userID,
          statusType: statusType === 1 ? TYPES.USER_STATUS_ONLINE : TYPES.USER_STATUS_OFFLINE,
          customStatus: '',
        })),
      );
      return;
    }
    case 'signaling':
      // The wire's events are the engine's (engine/signaling.ts), name for name and field for field.
      return core.signaling.emit(frame.data as Events['signaling']);
    case 'kickedOut':
      return core.kickedOut((frame.data as Events['kickedOut']).type);
  }
}
