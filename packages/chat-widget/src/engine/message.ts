// The message shape of @tencentcloud/chat (its `Message` interface and payloads per type), as
// both engines hand it to the widget. Field names and values are the SDK's; docs/chat.md §3.

export type ConversationType = 'C2C' | 'GROUP';
export type MessagePriority = 'High' | 'Normal' | 'Low' | 'Lowest';
export type MessageStatus = 'unSend' | 'success' | 'fail';
export type MessageFlow = 'in' | 'out';

export interface TextPayload {
  text: string;
}

export interface TextAtPayload extends TextPayload {
  atUserList: string[];
}

/** One size of an image: type 0 original, 1 big, 2 thumbnail (the local service keeps one size). */
export interface ImageInfo {
  type: 0 | 1 | 2;
  url: string;
  width: number;
  height: number;
  size: number;
}

export interface ImagePayload {
  uuid: string;
  /** 1 jpg, 2 gif, 3 png, 4 bmp, 255 other (webp). */
  imageFormat: number;
  imageInfoArray: ImageInfo[];
  /** The sender's name of the file (the local engine's; the SDK's images carry none): what the previewer saves it as. */
  fileName?: string;
}

export interface AudioPayload {
  uuid: string;
  url: string;
  /** Duration in seconds. */
  second: number;
  size: number;
  downloadFlag: number;
}

export interface VideoPayload {
  videoUUID: string;
  videoUrl: string;
  videoFormat: string;
  videoSecond: number;
  videoSize: number;
  videoDownloadFlag: number;
  snapshotUrl: string;
  snapshotWidth: number;
  snapshotHeight: number;
}

export interface FilePayload {
  uuid: string;
  fileName: string;
  fileSize: number;
  fileUrl: string;
  downloadFlag: number;
}

/** A sticker: `index` is the set, `data` the item. */
export interface FacePayload {
  index: number;
  data: string;
}

export interface CustomPayload {
  /** JSON with a businessID for the widget's custom bubbles. */
  data: string;
  description: string;
  extension: string;
}

export interface LocationPayload {
  description: string;
  longitude: number;
  latitude: number;
}

/** A message inside a merged (chat record) message, as the SDK keeps it. */
export interface SimplifiedMessage {
  ID: string;
  nick: string;
  avatar: string;
  from: string;
  time: number;
  cloudCustomData: string;
  messageBody: { type: MessageType; payload: unknown }[];
}

export interface MergerPayload {
  title: string;
  abstractList: string[];
  compatibleText: string;
  messageList: SimplifiedMessage[];
  downloadKey: string;
  layersOverLimit: boolean;
}

/** Group tips are made by the server (member joined, profile changed...). */
export interface GroupTipPayload {
  operatorID: string;
  operationType: number;
  userIDList: string[];
  [key: string]: unknown;
}

export interface PayloadByType {
  TIMTextElem: TextPayload | TextAtPayload;
  TIMImageElem: ImagePayload;
  TIMSoundElem: AudioPayload;
  TIMVideoFileElem: VideoPayload;
  TIMFileElem: FilePayload;
  TIMFaceElem: FacePayload;
  TIMCustomElem: CustomPayload;
  TIMLocationElem: LocationPayload;
  TIMRelayElem: MergerPayload;
  TIMGroupTipElem: GroupTipPayload;
}

export type MessageType = keyof PayloadByType;

export interface ReadReceiptInfo {
  /** Group messages with needReadReceipt: members who read it / have not. */
  readCount: number;
  unreadCount: number;
  /** C2C: the peer read it. */
  isPeerRead: boolean;
}

interface MessageFields {
  /** Unique per sender; a resend keeps it, so the server stores the message once. */
  ID: string;
  /** `C2C${peer}` or `GROUP${groupID}`. */
  conversationID: string;
  conversationType: ConversationType;
  /** The receiver's user ID (C2C) or the group ID (GROUP). */
  to: string;
  from: string;
  /** 'out' when from is the logged-in user. */
  flow: MessageFlow;
  /** Unix seconds, the server's once sent. */
  time: number;
  status: MessageStatus;
  /** Upload progress of media messages, 0..1. */
  progress: number;
  priority: MessagePriority;
  nick: string;
  avatar: string;
  nameCard: string;
  atUserList: string[];
  /** JSON; `messageReply` (messageID, messageSender, messageAbstract) for quotes. */
  cloudCustomData: string;
  isRevoked: boolean;
  /** Deprecated by the SDK in favour of revokerInfo; both are kept. */
  revoker: string;
  revokerInfo: { userID: string; nick: string; avatar: string };
  revokeReason: string;
  isDeleted: boolean;
  isModified: boolean;
  hasRiskContent: boolean;
  needReadReceipt: boolean;
  isPeerRead: boolean;
  readReceiptInfo: ReadReceiptInfo;
  isBroadcastMessage: boolean;
  isSupportExtension: boolean;
  /** Per conversation, from 1; 0 until the server stored the message. */
  sequence: number;
}

/** A message of one type, its payload narrowed by `type`. */
export type MessageOf<T extends MessageType> = MessageFields & { type: T; payload: PayloadByType[T] };

/** A message of any type; narrow it with `message.type === TYPES.MSG_IMAGE` and so on. */
export type Message = { [T in MessageType]: MessageOf<T> }[MessageType];
