// Profiles, conversations and groups in the shapes of @tencentcloud/chat (docs/chat.md §3).
import type { ConversationType, MessageType } from './message';

export type Gender = 'Gender_Type_Unknown' | 'Gender_Type_Female' | 'Gender_Type_Male';
export type AllowType = 'AllowType_Type_AllowAny' | 'AllowType_Type_NeedConfirm' | 'AllowType_Type_DenyAny';
export type AdminForbidType = 'AdminForbid_Type_None' | 'AdminForbid_Type_SendOut';
export type MessageRemindType = 'AcceptAndNotify' | 'AcceptNotNotify' | 'Discard';
export type GroupType = 'Private' | 'Public' | 'ChatRoom' | 'AVChatRoom' | 'Community';
export type GroupRole = 'Owner' | 'Admin' | 'Member';
export type JoinOption = 'FreeAccess' | 'NeedPermission' | 'DisableApply';

export interface Profile {
  userID: string;
  nick: string;
  avatar: string;
  selfSignature: string;
  gender: Gender;
  birthday: number;
  location: string;
  allowType: AllowType;
  language: number;
  messageSettings: number;
  adminForbidType: AdminForbidType;
  level: number;
  role: number;
  lastUpdatedNumber: number;
  profileCustomField: unknown[];
}

/** A conversation's last message, as the SDK summarises it. */
export interface LastMessage {
  lastTime: number;
  lastSequence: number;
  fromAccount: string;
  type: MessageType;
  payload: unknown;
  /** A one-line preview: the text, or [图片], [文件]... */
  messageForShow: string;
  nick: string;
  nameCard: string;
  isRevoked: boolean;
  isPeerRead: boolean;
  revoker: string;
  cloudCustomData: string;
  onlineOnlyFlag: boolean;
}

export interface GroupAtInfo {
  groupID: string;
  from: string;
  messageSequence: number;
  /** TYPES.CONV_AT_ME, CONV_AT_ALL or CONV_AT_ALL_AT_ME. */
  atTypeArray: number[];
}

export interface GroupSelfInfo {
  userID: string;
  role: GroupRole;
  messageRemindType: MessageRemindType | '';
  joinTime: number;
  nameCard: string;
}

export interface Group {
  groupID: string;
  name: string;
  avatar: string;
  type: GroupType;
  introduction: string;
  notification: string;
  ownerID: string;
  createTime: string;
  infoSequence: number;
  lastInfoTime: number;
  selfInfo: GroupSelfInfo;
  lastMessage: Partial<LastMessage>;
  nextMessageSeq: number;
  memberCount: number;
  maxMemberCount: number;
  muteAllMembers: boolean;
  joinOption: JoinOption;
  groupCustomField: unknown[];
  isSupportTopic: boolean;
}

export interface GroupMember {
  userID: string;
  nick: string;
  avatar: string;
  role: GroupRole;
  joinTime: number;
  nameCard: string;
  /** Epoch seconds; muted while in the future. */
  muteUntil: number;
  memberCustomField: unknown[];
}

export interface Conversation {
  conversationID: string;
  type: ConversationType;
  unreadCount: number;
  lastMessage: LastMessage | null;
  /** Set for GROUP conversations (a stub with groupID and type until the group is loaded). */
  groupProfile: Group;
  /** Set for C2C conversations (userID at least). */
  userProfile: Profile;
  groupAtInfoList: GroupAtInfo[];
  remark: string;
  isPinned: boolean;
  messageRemindType: MessageRemindType;
  markList: number[];
  customData: string;
  conversationGroupList: string[];
  draftText: string;
}

/** USER_STATUS_UPDATED entries: statusType TYPES.USER_STATUS_ONLINE (1) or USER_STATUS_OFFLINE (2). */
export interface UserStatus {
  userID: string;
  statusType: number;
  customStatus: string;
}

/** MESSAGE_READ_RECEIPT_RECEIVED entries: group counts, or C2C isPeerRead. */
export interface ReadReceipt {
  conversationID: string;
  messageID: string;
  groupID?: string;
  readCount?: number;
  unreadCount?: number;
  userID?: string;
  isPeerRead?: boolean;
}
