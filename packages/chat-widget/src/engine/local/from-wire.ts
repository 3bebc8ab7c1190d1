// Wire shapes (@employment-cloud/chat-protocol) → the SDK shapes of ../message.ts and ../entities.ts.
import type { Group, GroupMember, LastMessage, Profile } from '../entities';
import type { Message } from '../message';
import { messageForShow } from '../message-show';
import { conversationIDOf, type WireGroup, type WireGroupMember, type WireMessage, type WireProfile } from '@employment-cloud/chat-protocol';

/** C2C{the other user} or GROUP{groupID}, from the reader's side. */
export function conversationIDOfWire(wire: Pick<WireMessage, 'conversationType' | 'from' | 'to'>, me: string): string {
  if (wire.conversationType === 'GROUP') return conversationIDOf('GROUP', wire.to);
  return conversationIDOf('C2C', wire.from === me ? wire.to : wire.from);
}

/** Fields the server decides, copied onto a message this engine already holds. */
export function applyWire(message: Message, wire: WireMessage, me: string): void {
  Object.assign(message, {
    type: wire.type,
    payload: wire.payload,
    conversationType: wire.conversationType,
    conversationID: conversationIDOfWire(wire, me),
    from: wire.from,
    to: wire.to,
    flow: wire.from === me ? 'out' : 'in',
    time: wire.time,
    sequence: wire.sequence,
    status: 'success',
    progress: 1,
    priority: wire.priority,
    nick: wire.nick,
    avatar: wire.avatar,
    atUserList: wire.atUserList,
    cloudCustomData: wire.cloudCustomData,
    needReadReceipt: wire.needReadReceipt,
    isRevoked: wire.isRevoked,
    revoker: wire.revoker,
    revokerInfo: { userID: wire.revoker, nick: '', avatar: '' },
    isPeerRead: wire.isPeerRead,
    readReceiptInfo: {
      readCount: wire.readReceiptInfo?.readCount ?? 0,
      unreadCount: wire.readReceiptInfo?.unreadCount ?? 0,
      isPeerRead: wire.isPeerRead,
    },
  });
}

export function toMessage(wire: WireMessage, me: string): Message {
  const message = {
    ID: wire.ID,
    nameCard: '',
    revokeReason: '',
    isDeleted: false,
    isModified: false,
    hasRiskContent: false,
    isBroadcastMessage: false,
    isSupportExtension: false,
  } as Message;
  applyWire(message, wire, me);
  return message;
}

export function toLastMessage(message: WireMessage | Message): LastMessage {
  return {
    lastTime: message.time,
    lastSequence: message.sequence,
    fromAccount: message.from,
    type: message.type,
    payload: message.payload,
    messageForShow: messageForShow(message.type, message.payload),
    nick: message.nick,
    nameCard: '',
    isRevoked: message.isRevoked,
    isPeerRead: message.isPeerRead,
    revoker: message.revoker,
    cloudCustomData: message.cloudCustomData,
    onlineOnlyFlag: false,
  };
}

export function blankProfile(userID: string): Profile {
  return {
    userID,
    nick: '',
    avatar: '',
    selfSignature: '',
    gender: 'Gender_Type_Unknown',
    birthday: 0,
    location: '',
    allowType: 'AllowType_Type_NeedConfirm',
    language: 0,
    messageSettings: 0,
    adminForbidType: 'AdminForbid_Type_None',
    level: 0,
    role: 0,
    lastUpdatedNumber: 0,
    profileCustomField: [],
  };
}

export function toProfile(wire: WireProfile): Profile {
  return { ...blankProfile(wire.userID), nick: wire.nick, avatar: wire.avatar, selfSignature: wire.selfSignature };
}

/** What a GROUP conversation shows until its group is loaded. */
export function groupStub(groupID: string): Group {
  return toGroup({
    groupID,
    name: '',
    type: 'Private',
    avatar: '',
    introduction: '',
    notification: '',
    ownerID: '',
    memberCount: 0,
    joinOption: 'DisableApply',
    muteAllMembers: false,
    selfInfo: { userID: '', role: 'Member' },
  });
}

export function toGroup(wire: WireGroup): Group {
  return {
    groupID: wire.groupID,
    name: wire.name,
    avatar: wire.avatar,
    type: wire.type,
    introduction: wire.introduction,
    notification: wire.notification,
    ownerID: wire.ownerID,
    createTime: '',
    infoSequence: 0,
    lastInfoTime: 0,
    selfInfo: { userID: wire.selfInfo.userID, role: wire.selfInfo.role, messageRemindType: '', joinTime: 0, nameCard: '' },
    lastMessage: {},
    nextMessageSeq: 0,
    memberCount: wire.memberCount,
    maxMemberCount: 0,
    muteAllMembers: wire.muteAllMembers,
    joinOption: wire.joinOption,
    groupCustomField: [],
    isSupportTopic: false,
  };
}

export function toGroupMember(wire: WireGroupMember): GroupMember {
  return { ...wire, joinTime: 0, nameCard: '', memberCustomField: [] };
}
