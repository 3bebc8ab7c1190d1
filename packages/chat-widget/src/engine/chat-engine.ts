// The chat engine: the subset of the @tencentcloud/chat instance API the widget uses, with the
// SDK's names and shapes. Promises resolve `{ code: 0, data }` and reject a ChatError.
import type { EventName } from './constants';
import type { ContactEngine, ContactEventData } from './contacts';
import type { GroupAdminEngine, GroupAdminEventData } from './group-admin';
import type { ReactionEngine, ReactionEventData } from './reactions';
import type { SearchEngine } from './search';
import type { SignalingEngine } from './signaling';
import type { Conversation, Group, GroupMember, GroupType, JoinOption, MessageRemindType, Profile, ReadReceipt, UserStatus } from './entities';
import type { ConversationType, CustomPayload, FacePayload, LocationPayload, Message, MessageOf, MessagePriority } from './message';

export interface ChatResponse<T> {
  code: 0;
  data: T;
}

export type NetState = 'connected' | 'connecting' | 'disconnected';
export type KickedOutType = 'multipleAccount' | 'multipleDevice' | 'userSigExpired' | 'REST_API_Kick';

/** Event data by event name; events the engine never emits carry `unknown`. */
export interface ChatEventData extends ContactEventData, GroupAdminEventData, ReactionEventData {
  sdkStateReady: undefined;
  sdkStateNotReady: undefined;
  onMessageReceived: Message[];
  /** Also: an own message that failed here but the server turns out to have stored. */
  onMessageModified: Message[];
  onMessageRevoked: Message[];
  onMessageReadByPeer: Message[];
  onMessageReadReceiptReceived: ReadReceipt[];
  onConversationListUpdated: Conversation[];
  onTotalUnreadMessageCountUpdated: number;
  onProfileUpdated: Profile[];
  onUserStatusUpdated: UserStatus[];
  netStateChange: { state: NetState };
  kickedOut: { type: KickedOutType };
  error: { code: number; message: string };
}

/** What a handler receives, like the SDK: `{ name, data }`. */
export type ChatEvent<E extends EventName = EventName> = E extends EventName
  ? { name: E; data: E extends keyof ChatEventData ? ChatEventData[E] : unknown }
  : never;

export type ChatEventHandler<E extends EventName = EventName> = (event: ChatEvent<E>) => void;

/**
 * A file to send: a browser File/Blob, an `<input type="file">` (its first file), or in Node a
 * Blob-like `{ name, type, data }`.
 */
export type FileInput = Blob | { name: string; type?: string; size?: number; data: Uint8Array } | { files: ArrayLike<Blob> | null };

export interface MessageOptions<P> {
  to: string;
  conversationType: ConversationType;
  payload: P;
  priority?: MessagePriority;
  cloudCustomData?: string;
  needReadReceipt?: boolean;
  /** Upload progress of media messages, 0..1. */
  onProgress?: (progress: number) => void;
}

export interface MergerPayloadOptions {
  messageList: Message[];
  title: string;
  abstractList: string[];
  compatibleText: string;
}

export interface SendMessageOptions {
  /** Deliver to online receivers only and store nothing (typing status). */
  onlineUserOnly?: boolean;
}

export interface MessageListPage {
  messageList: Message[];
  nextReqMessageID: string;
  isCompleted: boolean;
}

export interface ReadMemberList {
  messageID: string;
  cursor: string;
  isCompleted: boolean;
  readUserIDList: string[];
  unreadUserIDList: string[];
  readUserInfoList: { userID: string; nick: string; avatar: string }[];
  unreadUserInfoList: { userID: string; nick: string; avatar: string }[];
}

export interface CreateGroupOptions {
  name: string;
  type: GroupType;
  groupID?: string;
  memberList?: { userID: string }[];
  joinOption?: JoinOption;
}

/** Contacts, group administration, reactions, search and signalling are declared in contacts.ts, group-admin.ts, reactions.ts, search.ts and signaling.ts. */
export interface ChatEngine extends ContactEngine, GroupAdminEngine, ReactionEngine, SearchEngine, SignalingEngine {
  login(options: { userID: string; userSig: string }): Promise<ChatResponse<{ repeatLogin: boolean }>>;
  logout(): Promise<ChatResponse<Record<string, never>>>;
  /** Logs out and releases everything; the engine cannot be used again. */
  destroy(): Promise<void>;
  isReady(): boolean;
  getLoginUser(): string;
  /** Unix seconds by the server's clock (the local clock until logged in). */
  getServerTime(): number;
  on<E extends EventName>(event: E, handler: ChatEventHandler<E>): void;
  off<E extends EventName>(event: E, handler: ChatEventHandler<E>): void;

  getMyProfile(): Promise<ChatResponse<Profile>>;
  getUserProfile(options: { userIDList: string[] }): Promise<ChatResponse<Profile[]>>;
  updateMyProfile(options: { nick?: string; avatar?: string; selfSignature?: string }): Promise<ChatResponse<Profile>>;
  getUserStatus(options: {
    userIDList: string[];
  }): Promise<ChatResponse<{ successUserList: UserStatus[]; failureUserList: { userID: string; code: number; message: string }[] }>>;

  getConversationList(): Promise<ChatResponse<{ conversationList: Conversation[]; isSyncCompleted: boolean }>>;
  getConversationProfile(conversationID: string): Promise<ChatResponse<{ conversation: Conversation }>>;
  deleteConversation(
    options: string | { conversationIDList: string[]; clearHistoryMessage?: boolean },
  ): Promise<ChatResponse<{ conversationID?: string; conversationIDList: string[] }>>;
  pinConversation(options: { conversationID: string; isPinned: boolean }): Promise<ChatResponse<{ conversationID: string }>>;
  setMessageRemindType(options: {
    userIDList?: string[];
    groupID?: string;
    messageRemindType: MessageRemindType;
  }): Promise<ChatResponse<{ successUserIDList: { userID: string }[]; failureUserIDList: { userID: string; code: number; message: string }[]; group?: Group }>>;
  setMessageRead(options: { conversationID: string }): Promise<ChatResponse<Record<string, never>>>;
  /** Unread messages over all conversations, muted ones excepted. */
  getTotalUnreadMessageCount(): number;

  createTextMessage(options: MessageOptions<{ text: string }>): MessageOf<'TIMTextElem'>;
  createTextAtMessage(options: MessageOptions<{ text: string; atUserList: string[] }>): MessageOf<'TIMTextElem'>;
  createImageMessage(options: MessageOptions<{ file: FileInput }>): MessageOf<'TIMImageElem'>;
  /** `second` (or a recorder result's `file.duration` in ms) gives the audio length. */
  createAudioMessage(options: MessageOptions<{ file: FileInput; second?: number }>): MessageOf<'TIMSoundElem'>;
  createVideoMessage(options: MessageOptions<{ file: FileInput; second?: number }>): MessageOf<'TIMVideoFileElem'>;
  createFileMessage(options: MessageOptions<{ file: FileInput }>): MessageOf<'TIMFileElem'>;
  createFaceMessage(options: MessageOptions<FacePayload>): MessageOf<'TIMFaceElem'>;
  createCustomMessage(options: MessageOptions<Partial<CustomPayload>>): MessageOf<'TIMCustomElem'>;
  createLocationMessage(options: MessageOptions<LocationPayload>): MessageOf<'TIMLocationElem'>;
  createMergerMessage(options: MessageOptions<MergerPayloadOptions>): MessageOf<'TIMRelayElem'>;
  /** As the SDK: `payload` is the message to forward. */
  createForwardMessage(options: MessageOptions<Message>): Message;
  /**
   * As the SDK: a merged message whose messageList was kept apart (a large one, payload.downloadKey
   * set) gets it filled in; resolves with the message. Nested merged messages too.
   */
  downloadMergerMessage(message: MessageOf<'TIMRelayElem'>): Promise<MessageOf<'TIMRelayElem'>>;

  sendMessage(message: Message, options?: SendMessageOptions): Promise<ChatResponse<{ message: Message }>>;
  /**
   * An extension (the SDK has none): stops the upload of a media message being sent, whose send
   * then rejects with UPLOAD_CANCELLED. False when it is not uploading. Engines without it offer no cancel.
   */
  cancelUpload?(message: Message): boolean;
  resendMessage(message: Message): Promise<ChatResponse<{ message: Message }>>;
  revokeMessage(message: Message): Promise<ChatResponse<{ message: Message }>>;
  deleteMessage(messageList: Message[]): Promise<ChatResponse<{ messageList: Message[] }>>;
  getMessageList(options: { conversationID: string; nextReqMessageID?: string }): Promise<ChatResponse<MessageListPage>>;
  /** From the local cache: messages this engine has created, sent, received or loaded. */
  findMessage(messageID: string): Message | null;
  sendMessageReadReceipt(messageList: Message[]): Promise<ChatResponse<Record<string, never>>>;
  getMessageReadReceiptList(messageList: Message[]): Promise<ChatResponse<{ messageList: Message[] }>>;
  getGroupMessageReadMemberList(options: { message: Message; filter: 0 | 1; cursor: string; count: number }): Promise<ChatResponse<ReadMemberList>>;
  translateText(options: { sourceTextList: string[]; sourceLanguage: string; targetLanguage: string }): Promise<ChatResponse<{ translatedTextList: string[] }>>;
  convertVoiceToText(options: { message: Message; language?: string }): Promise<ChatResponse<{ result: string }>>;

  getGroupList(): Promise<ChatResponse<{ groupList: Group[] }>>;
  getGroupProfile(options: { groupID: string }): Promise<ChatResponse<{ group: Group }>>;
  getGroupMemberList(options: { groupID: string; count?: number; offset?: number }): Promise<ChatResponse<{ memberList: GroupMember[]; offset: number }>>;
  createGroup(options: CreateGroupOptions): Promise<ChatResponse<{ group: Group; overLimitUserIDList: string[] }>>;
}
