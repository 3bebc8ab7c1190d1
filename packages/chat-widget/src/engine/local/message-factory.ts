// create*Message: SDK-shaped messages with status 'unSend' and a new ID, not yet sent. A media
// message's file waits beside it (in `media`) until sendMessage uploads it.
import type { FileInput, MergerPayloadOptions, MessageOptions } from '../chat-engine';
import type { Message, MessageOf, MessageType, PayloadByType, SimplifiedMessage } from '../message';
import type { Profile } from '../entities';
import { extensionOf, toSourceFile, type SourceFile } from './file-input';
import { conversationIDOf } from '@employment-cloud/chat-protocol';
import type { MediaKind } from './upload';
import { untouchedMessage } from '../message-defaults';

export interface PendingMedia {
  kind: MediaKind;
  /** Undefined when none was given: sendMessage then fails with 7004. */
  file: SourceFile | undefined;
  onProgress?: (progress: number) => void;
}

export interface FactoryContext {
  me(): string;
  profile(): Profile;
  serverTime(): number;
  media: WeakMap<Message, PendingMedia>;
}

let counter = 0;

function random32(): number {
  const crypto = globalThis.crypto;
  if (crypto?.getRandomValues) return crypto.getRandomValues(new Uint32Array(1))[0]!;
  return Math.floor(Math.random() * 0x1_0000_0000);
}

/** `{sender}-{time}-{counter}-{random}`: unique per sender, like the SDK's IDs. */
export function newMessageID(sender: string): string {
  counter = (counter + 1) % 0x1_0000_0000;
  return `${sender || 'anonymous'}-${Date.now().toString(36)}-${counter.toString(36)}-${random32().toString(36)}`;
}

export function createMessage<T extends MessageType>(
  context: FactoryContext,
  type: T,
  options: MessageOptions<unknown>,
  payload: PayloadByType[T],
): MessageOf<T> {
  const me = context.me();
  const profile = context.profile();
  return {
    ID: newMessageID(me),
    type,
    payload,
    conversationType: options.conversationType,
    conversationID: conversationIDOf(options.conversationType, options.to),
    to: options.to,
    from: me,
    flow: 'out',
    time: context.serverTime(),
    status: 'unSend',
    progress: 0,
    priority: options.priority ?? 'Normal',
    nick: profile.nick,
    avatar: profile.avatar,
    ...untouchedMessage(),
    cloudCustomData: options.cloudCustomData ?? '',
    needReadReceipt: options.needReadReceipt === true,
    sequence: 0,
  } as unknown as MessageOf<T>;
}

export function createMediaMessage<T extends 'TIMImageElem' | 'TIMSoundElem' | 'TIMVideoFileElem' | 'TIMFileElem'>(
  context: FactoryContext,
  type: T,
  options: MessageOptions<{ file: FileInput; second?: number }>,
): MessageOf<T> {
  const file = toSourceFile(options.payload?.file);
  const name = file?.name ?? '';
  const size = file?.size ?? 0;
  // A recorder's result carries its duration in ms.
  const duration = (options.payload?.file as { duration?: unknown } | undefined)?.duration;
  const second = options.payload?.second ?? (typeof duration === 'number' ? Math.round(duration / 1000) : 0);
  type MediaType = 'TIMImageElem' | 'TIMSoundElem' | 'TIMVideoFileElem' | 'TIMFileElem';
  const payloads: Record<MediaType, unknown> = {
    TIMImageElem: { uuid: '', imageFormat: 255, imageInfoArray: [] },
    TIMSoundElem: { uuid: '', url: '', second, size, downloadFlag: 2 },
    TIMVideoFileElem: {
      videoUUID: '',
      videoUrl: '',
      videoFormat: extensionOf(name),
      videoSecond: second,
      videoSize: size,
      videoDownloadFlag: 2,
      snapshotUrl: '',
      snapshotWidth: 0,
      snapshotHeight: 0,
    },
    TIMFileElem: { uuid: '', fileName: name, fileSize: size, fileUrl: '', downloadFlag: 2 },
  };
  const message = createMessage(context, type, options, payloads[type] as PayloadByType[T]);
  const kinds = { TIMImageElem: 'image', TIMSoundElem: 'audio', TIMVideoFileElem: 'video', TIMFileElem: 'file' } as const;
  context.media.set(message as Message, { kind: kinds[type], file, onProgress: options.onProgress });
  return message;
}

export function simplify(message: Message): SimplifiedMessage {
  const { ID, nick, avatar, from, time, cloudCustomData, type, payload } = message;
  return { ID, nick, avatar, from, time, cloudCustomData, messageBody: [{ type, payload }] };
}

export function createMergerMessage(context: FactoryContext, options: MessageOptions<MergerPayloadOptions>): MessageOf<'TIMRelayElem'> {
  const { messageList = [], title = '', abstractList = [], compatibleText = '' } = options.payload ?? ({} as MergerPayloadOptions);
  return createMessage(context, 'TIMRelayElem', options, {
    title,
    abstractList,
    compatibleText,
    messageList: messageList.map(simplify),
    downloadKey: '',
    layersOverLimit: false,
  });
}

/** A copy of `options.payload` (a message) for another conversation; media keep their URLs. */
export function createForwardMessage(context: FactoryContext, options: MessageOptions<Message>): Message {
  const source = options.payload;
  const payload = JSON.parse(JSON.stringify(source.payload)) as PayloadByType[MessageType];
  const message = createMessage(context, source.type, options, payload) as Message;
  message.atUserList = [];
  const pending = context.media.get(source);
  if (pending) context.media.set(message, { ...pending, onProgress: options.onProgress });
  return message;
}
