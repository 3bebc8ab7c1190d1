/**
 * The wire protocol between the widget's local chat engine (packages/chat-widget/src/engine/local)
 * and the server's chat service (packages/server/src/chat): the package both sides import by name.
 *
 * JSON text frames over one WebSocket per login:
 *   client → server  { id, method, params }            a request
 *   server → client  { id, result } | { id, error }    its answer (error: the SDK's { code, message })
 *   server → client  { event, data }                   a push
 */
import type { ContactEvents, ContactMethods } from './contacts';
import type { GroupAdminEvents, GroupAdminMethods } from './group-admin';
import type { ReactionEvents, ReactionMethods } from './reactions';
import type { SearchMethods } from './search';
import type { SignalingEvents, SignalingMethods } from './signaling';

export type * from './contacts';
export type * from './group-admin';
export type * from './reactions';
export type * from './search';
export type * from './signaling';

export const PROTOCOL_VERSION = 1;

/** Frames above this many bytes are refused by both sides. */
export const MAX_FRAME_BYTES = 64 * 1024;

export type ConversationType = 'C2C' | 'GROUP';

/** The SDK's message type values (TencentCloudChat.TYPES.MSG_*). */
export type MessageType =
  | 'TIMTextElem'
  | 'TIMImageElem'
  | 'TIMSoundElem'
  | 'TIMFileElem'
  | 'TIMFaceElem'
  | 'TIMVideoFileElem'
  | 'TIMLocationElem'
  | 'TIMGroupTipElem'
  | 'TIMCustomElem'
  | 'TIMRelayElem';

/** A message as the server stores and sends it; the engine adds flow, status and conversationID. */
export interface WireMessage {
  /** Made by the sending client, unique per sender; a resend with the same ID is stored once. */
  ID: string;
  conversationType: ConversationType;
  /** Sender's chat user ID. */
  from: string;
  /** Receiver's chat user ID (C2C) or the group ID (GROUP). */
  to: string;
  /** Per conversation, monotonically increasing from 1. */
  sequence: number;
  /** Server-wide, monotonically increasing: the cursor of `sync`. */
  syncSeq: number;
  /** Unix seconds, set by the server. */
  time: number;
  type: MessageType;
  payload: Record<string, unknown>;
  cloudCustomData: string;
  atUserList: string[];
  needReadReceipt: boolean;
  priority: 'High' | 'Normal' | 'Low' | 'Lowest';
  nick: string;
  avatar: string;
  isRevoked: boolean;
  revoker: string;
  /** For messages the reader sent: whether the C2C peer has read it. */
  isPeerRead: boolean;
  /** Group messages sent with needReadReceipt. */
  readReceiptInfo?: { readCount: number; unreadCount: number };
}

/** What `sendMessage` carries; the server fills in the rest. */
export interface OutgoingMessage {
  ID: string;
  conversationType: ConversationType;
  to: string;
  type: MessageType;
  payload: Record<string, unknown>;
  cloudCustomData?: string;
  atUserList?: string[];
  needReadReceipt?: boolean;
  priority?: WireMessage['priority'];
}

export interface WireProfile {
  userID: string;
  nick: string;
  avatar: string;
  selfSignature: string;
}

export interface WireConversation {
  conversationID: string;
  type: ConversationType;
  /** The peer (C2C) or the group ID (GROUP). */
  peer: string;
  unreadCount: number;
  isPinned: boolean;
  messageRemindType: 'AcceptAndNotify' | 'AcceptNotNotify' | 'Discard';
  lastMessage: WireMessage | null;
  /** Highest sequence the reader has read. */
  readSequence: number;
  /** Group mentions of the reader since they last read: the SDK's groupAtInfoList. */
  groupAtInfoList: { messageSequence: number; atTypeArray: number[] }[];
  /**
   * A GROUP conversation whose group the reader no longer belongs to (they left, were removed, or
   * it was dissolved): the group's name as it was then, as no group list carries it any more.
   */
  formerGroup?: { name: string };
}

/**
 * A conversation as a send left it, pushed in `conversationsChanged`: the mentions are not
 * carried, the reader's client keeps them from the messages it receives.
 */
export type WireConversationChange = Omit<WireConversation, 'groupAtInfoList'> & { groupAtInfoList?: undefined };

export interface WireGroup {
  groupID: string;
  name: string;
  type: 'Private' | 'Public' | 'ChatRoom' | 'AVChatRoom' | 'Community';
  avatar: string;
  introduction: string;
  notification: string;
  ownerID: string;
  memberCount: number;
  joinOption: 'FreeAccess' | 'NeedPermission' | 'DisableApply';
  muteAllMembers: boolean;
  selfInfo: { userID: string; role: 'Owner' | 'Admin' | 'Member' };
}

export interface WireGroupMember {
  userID: string;
  nick: string;
  avatar: string;
  role: 'Owner' | 'Admin' | 'Member';
  muteUntil: number;
}

/** Request methods: params → result (contacts, group administration, reactions, search and signalling in their own files). */
export interface Methods extends ContactMethods, GroupAdminMethods, ReactionMethods, SearchMethods, SignalingMethods {
  login: { params: { userID: string; userSig: string; protocol: number }; result: { profile: WireProfile; serverTime: number; limits?: RateLimits } };
  logout: { params: Record<string, never>; result: Record<string, never> };
  /** The client's heartbeat: answered at once, before login too, outside the rate limit and the queue. */
  ping: { params: Record<string, never>; result: Record<string, never> };
  sendMessage: { params: { message: OutgoingMessage; onlineUserOnly?: boolean }; result: { message: WireMessage } };
  /** Everything visible to the caller with syncSeq > cursor, oldest first, at most `count`. */
  sync: { params: { cursor: number; count: number }; result: { messageList: WireMessage[]; cursor: number; isCompleted: boolean } };
  /** A page of a conversation, oldest first, before `nextReqMessageID` (newest page when absent). */
  getMessageList: {
    params: { conversationID: string; nextReqMessageID?: string; count: number };
    result: { messageList: WireMessage[]; nextReqMessageID: string; isCompleted: boolean };
  };
  getConversationList: { params: Record<string, never>; result: { conversationList: WireConversation[] } };
  deleteConversation: { params: { conversationID: string }; result: Record<string, never> };
  pinConversation: { params: { conversationID: string; isPinned: boolean }; result: Record<string, never> };
  setMessageRemindType: { params: { conversationID: string; messageRemindType: WireConversation['messageRemindType'] }; result: Record<string, never> };
  setMessageRead: { params: { conversationID: string }; result: Record<string, never> };
  revokeMessage: { params: { ID: string }; result: { message: WireMessage } };
  deleteMessage: { params: { IDs: string[] }; result: Record<string, never> };
  /** Group read receipts for messages sent with needReadReceipt (C2C reads go through setMessageRead). */
  sendMessageReadReceipt: { params: { IDs: string[] }; result: Record<string, never> };
  getMessageReadReceiptList: { params: { IDs: string[] }; result: { messageList: WireMessage[] } };
  getGroupMessageReadMemberList: {
    params: { ID: string; filter: 0 | 1; cursor: string; count: number };
    result: { readUserIDList: string[]; unreadUserIDList: string[]; cursor: string; isCompleted: boolean };
  };
  getUserProfile: { params: { userIDList: string[] }; result: { profileList: WireProfile[] } };
  updateMyProfile: { params: Partial<Omit<WireProfile, 'userID'>>; result: { profile: WireProfile } };
  getUserStatus: { params: { userIDList: string[] }; result: { statusList: { userID: string; statusType: 0 | 1 }[] } };
  createGroup: {
    params: { name: string; type: WireGroup['type']; groupID?: string; memberList: string[]; joinOption?: WireGroup['joinOption'] };
    result: { group: WireGroup };
  };
  getGroupList: { params: Record<string, never>; result: { groupList: WireGroup[] } };
  getGroupProfile: { params: { groupID: string }; result: { group: WireGroup } };
  getGroupMemberList: { params: { groupID: string; count: number; offset: number }; result: { memberList: WireGroupMember[]; offset: number } };
  translateText: { params: { sourceTextList: string[]; source: string; target: string }; result: { translatedTextList: string[] } };
  convertVoiceToText: { params: { url: string; language?: string }; result: { result: string } };
}

export type Method = keyof Methods;

/** Server pushes: event → data. */
export interface Events extends ContactEvents, GroupAdminEvents, ReactionEvents, SignalingEvents {
  messageReceived: { messageList: WireMessage[] };
  messageRevoked: { messageList: WireMessage[] };
  /** The C2C peer read everything up to `sequence` in the conversation with them. */
  messageReadByPeer: { peer: string; sequence: number };
  messageReadReceiptReceived: { receipts: { ID: string; conversationID: string; readCount: number; unreadCount: number }[] };
  conversationListUpdated: { conversationList: WireConversation[] };
  /** Only the conversations that messages changed since the last push; the others are as they were. */
  conversationsChanged: { conversationList: WireConversationChange[] };
  profileUpdated: { profileList: WireProfile[] };
  userStatusUpdated: { statusList: { userID: string; statusType: 0 | 1 }[] };
  /** The server is closing this connection: another login took the account, or the sig expired. */
  kickedOut: { type: 'multipleAccount' | 'userSigExpired' | 'multipleDevice' };
}

export type EventName = keyof Events;

export interface RequestFrame<M extends Method = Method> {
  id: number;
  method: M;
  params: Methods[M]['params'];
}

export interface WireError {
  code: number;
  message: string;
}

export type ResponseFrame = { id: number; result: unknown } | { id: number; error: WireError };

export interface EventFrame<E extends EventName = EventName> {
  event: E;
  data: Events[E];
}

export { ERROR_CODES } from './error-codes';

/**
 * The connection's request rate limit, as the login answer states it: a token bucket of
 * `requestsPerSecond` with `burst` saved up; above it a request fails with 20004 (RATE_LIMITED).
 * Online-only sends (typing notices) have a bucket of their own and do not count.
 */
export interface RateLimits {
  requestsPerSecond: number;
  burst: number;
}

/** Limits of docs/chat.md §5/§9. */
export const LIMITS = {
  /** Bytes of a message's JSON. */
  messageBytes: 12 * 1024,
  fileBytes: 100 * 1024 * 1024,
  messagePageSize: 15,
  readMemberPageSize: 100,
  revokeSeconds: 120,
} as const;

/** Requests one connection may have waiting at the chat service; more are refused as too fast (20004). */
export const CONNECTION_QUEUE = 100;

/** C2C{peer} or GROUP{groupID}. */
export function conversationIDOf(type: ConversationType, peer: string): string {
  return `${type}${peer}`;
}

/** The type and peer of a conversation ID; undefined for anything else. */
export function parseConversationID(conversationID: string): { type: ConversationType; peer: string } | undefined {
  if (conversationID.startsWith('C2C') && conversationID.length > 3) return { type: 'C2C', peer: conversationID.slice(3) };
  if (conversationID.startsWith('GROUP') && conversationID.length > 5) return { type: 'GROUP', peer: conversationID.slice(5) };
  return undefined;
}

/**
 * Media upload: `POST {http origin of the chat URL}/chat/files`, multipart with one `file` part,
 * authorised by `Authorization: UserSig <userID>:<userSig>`. Answer: the envelope
 * `{ code, msg, data: { url, size, name, mime } }`; code 7005 over the size limit, 4004 for an
 * image that is not one, 7004 for an empty file.
 */
export const UPLOAD_PATH = '/chat/files';
