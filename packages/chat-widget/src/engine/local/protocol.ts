/**
 * The wire protocol between the local chat engine (this folder) and the server's chat service
 * (packages/server/src/chat). The one module both sides import (the server only its types).
 *
 * JSON text frames over one WebSocket per login:
 *   client → server  { id, method, params }            a request
 *   server → client  { id, result } | { id, error }    its answer (error: the SDK's { code, message })
 *   server → client  { event, data }                   a push
 */
import type { ContactEvents, ContactMethods } from './protocol-contacts';
import type { GroupAdminEvents, GroupAdminMethods } from './protocol-group-admin';
import type { SearchMethods } from './protocol-search';

export type * from './protocol-contacts';
export type * from './protocol-group-admin';
export type * from './protocol-search';

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
}

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

/** Request methods: params → result (contacts, group administration and search in their own files). */
export interface Methods extends ContactMethods, GroupAdminMethods, SearchMethods {
  login: { params: { userID: string; userSig: string; protocol: number }; result: { profile: WireProfile; serverTime: number } };
  logout: { params: Record<string, never>; result: Record<string, never> };
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
export interface Events extends ContactEvents, GroupAdminEvents {
  messageReceived: { messageList: WireMessage[] };
  messageRevoked: { messageList: WireMessage[] };
  /** The C2C peer read everything up to `sequence` in the conversation with them. */
  messageReadByPeer: { peer: string; sequence: number };
  messageReadReceiptReceived: { receipts: { ID: string; conversationID: string; readCount: number; unreadCount: number }[] };
  conversationListUpdated: { conversationList: WireConversation[] };
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

/** The SDK's error codes that both the local engine and the server use. */
export const ERROR_CODES = {
  /** Text contains locally blocked words. */
  LOCAL_BLOCKED_WORDS: 3123,
  /** Image message failed, invalid image format. */
  INVALID_IMAGE: 4004,
  /** File message failed, banned file. */
  BANNED_FILE: 4005,
  /** File does not exist. */
  FILE_MISSING: 7004,
  /** File too large (limit 100 MB). */
  FILE_TOO_LARGE: 7005,
  /** Message too long (limit 12 KB). */
  MESSAGE_TOO_LONG: 8001,
  /** Revoke period passed. */
  REVOKE_TIME_LIMIT: 20016,
  /** Text has sensitive content. */
  SENSITIVE_TEXT: 80001,
  /** Image has sensitive content. */
  SENSITIVE_IMAGE: 80004,
  /** UserSig expired. */
  USERSIG_EXPIRED: 70001,
  /** UserSig invalid or tampered. */
  USERSIG_INVALID: 70003,
  /** UserSig issued to another user. */
  USERSIG_USER_MISMATCH: 70013,
  /** UserSig issued for another app. */
  SDKAPPID_MISMATCH: 70020,
  /** Not logged in. */
  NOT_LOGGED_IN: 2024,
  /** The network is down or the request timed out. */
  NETWORK: 2800,
  /** Invalid parameters. */
  INVALID_PARAMS: 2000,
  /** The user is muted in the group. */
  MUTED: 10017,
  /** Not a member of the group. */
  NOT_GROUP_MEMBER: 10007,
  /** The group does not exist. */
  GROUP_NOT_FOUND: 10010,
  // Group administration (the IM server's group codes and the SDK's 26xx group codes).
  /** Not allowed for the caller's role or the group's type (the IM server's 10007). */
  GROUP_NO_PERMISSION: 10007,
  /** The owner may not quit (except a Work group). */
  OWNER_CANNOT_QUIT: 10009,
  /** The group is full. */
  GROUP_FULL: 10014,
  /** The application was handled already, or there is none. */
  APPLICATION_HANDLED: 10024,
  /** Ownership cannot move in an AVChatRoom. */
  CANNOT_CHANGE_OWNER_IN_AV: 2620,
  /** The new owner is the owner. */
  CANNOT_CHANGE_OWNER_TO_SELF: 2621,
  /** The user acted on is not a member (the widget's 该用户不在群组内). */
  MEMBER_NOT_IN_GROUP: 2623,
  /** AVChatRoom members join by themselves; nobody adds them. */
  CANNOT_ADD_MEMBER_IN_AV: 2661,
  /** setGroupMemberRole takes Admin or Member. */
  INVALID_MEMBER_ROLE: 2683,
  /** One cannot change one's own role. */
  CANNOT_SET_SELF_MEMBER_ROLE: 2684,
  /** One cannot mute oneself. */
  CANNOT_MUTE_SELF: 2685,
  /** The user does not exist. */
  USER_NOT_FOUND: 20003,
  /** The message does not exist. */
  MESSAGE_NOT_FOUND: 20001,
  /** Sent too fast. */
  RATE_LIMITED: 20004,
  /** Translation / voice-to-text not enabled. */
  FEATURE_NOT_ENABLED: 2902,
  // Contacts (the SDK's relationship codes and the IM server's friend_* / black_list_* codes).
  /** The user is not (mutually) my friend: updateFriend, getFriendProfile. */
  NOT_MY_FRIEND: 2700,
  /** No such friend application to accept or refuse. */
  FRIEND_APPLICATION_NOT_EXIST: 2716,
  /** The blacklist cannot hold oneself. */
  CANNOT_ADD_SELF_TO_BLACKLIST: 2742,
  /** Invalid relationship request: adding oneself or a friend, remark or wording too long. */
  FRIEND_INVALID_REQUEST: 30001,
  /** The account asked about does not exist. */
  FRIEND_ACCOUNT_NOT_FOUND: 30003,
  /** Adding a friend whom I have blacklisted. */
  FRIEND_IN_MY_BLACKLIST: 30515,
  /** The target accepts no friend requests (AllowType_Type_DenyAny). */
  FRIEND_DENIES_ANY: 30516,
  /** Adding a friend who has blacklisted me. */
  IN_FRIEND_BLACKLIST: 30525,
  /** addFriend's result code (not an error): the application waits for the target's confirmation. */
  FRIEND_APPLICATION_PENDING: 30539,
  /** Deleting a user who is not my friend. */
  NOT_FRIEND_TO_DELETE: 31704,
  /** A C2C message to someone who has blacklisted the sender. */
  IN_PEER_BLACKLIST: 20007,
} as const;

/** Limits of spec/chat.md §5/§9. */
export const LIMITS = {
  /** Bytes of a message's JSON. */
  messageBytes: 12 * 1024,
  fileBytes: 100 * 1024 * 1024,
  messagePageSize: 15,
  readMemberPageSize: 100,
  revokeSeconds: 120,
} as const;

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
