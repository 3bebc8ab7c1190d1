// The one-line summary of a message (the conversation list, search results) in the reader's
// language. The engines' messageForShow is the SDK's Chinese ([图片], [群提示消息]) whatever the
// locale; views pass their translate function. React-free: `t` is any key → text function.
import type { GroupTipKey } from './group-tip-text';
import type { sticker } from '../i18n/lazy/sticker/zh-CN';
import type { MessageType } from './message';
import { messageForShow } from './message-show';

/** A sticker of the face packs by its data without @2x (yz00…): its name's key. */
export type StickerKey = `sticker.${keyof typeof sticker}`;

export type SummaryKey =
  | `conversation.summary${'Image' | 'Audio' | 'Video' | 'File' | 'Face' | 'Location' | 'Merged' | 'GroupTip' | 'Custom' | 'VoiceCall' | 'VideoCall' | 'AskResume' | 'Resume'}`
  | StickerKey;

/** The sticker key of a face message's data ('yz00@2x' or 'yz00'), or null for data of no pack. */
export function stickerKeyOf(data: unknown): StickerKey | null {
  const match = typeof data === 'string' ? /^((?:yz|ys|gcs)\d{2})(?:@2x)?$/.exec(data) : null;
  return match ? (`sticker.${match[1]}` as StickerKey) : null;
}

/**
 * Cards whose summary the product defines: shown in the reader's language, not in the sender's
 * (a recruiter's zh-CN [求简历] reads [Ask for resume] to a candidate in en-US).
 */
const CARD_SUMMARY_KEYS: Record<string, SummaryKey> = {
  askResume: 'conversation.summaryAskResume',
  resume_custom: 'conversation.summaryResume',
};

function businessIdOf(data: unknown): string | null {
  if (typeof data !== 'string' || !data.includes('businessID')) return null;
  try {
    const id = (JSON.parse(data) as { businessID?: unknown }).businessID;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * A call's signalling record (the kits' format: `businessID: 1`, its own `data` the call's JSON
 * with `call_type` 1 voice, 2 video): [语音通话] or [视频通话]; null for any other message.
 */
function callSummaryKey(data: unknown): SummaryKey | null {
  if (typeof data !== 'string' || !data.includes('inviteID')) return null;
  try {
    const signaling = JSON.parse(data) as { businessID?: unknown; data?: unknown };
    if (signaling.businessID !== 1 || typeof signaling.data !== 'string') return null;
    const call = JSON.parse(signaling.data) as { businessID?: unknown; call_type?: unknown };
    if (call.businessID !== 'av_call') return null;
    return Number(call.call_type) === 2 ? 'conversation.summaryVideoCall' : 'conversation.summaryVoiceCall';
  } catch {
    return null;
  }
}

const SUMMARY_KEYS: Partial<Record<MessageType, SummaryKey>> = {
  TIMImageElem: 'conversation.summaryImage',
  TIMSoundElem: 'conversation.summaryAudio',
  TIMVideoFileElem: 'conversation.summaryVideo',
  TIMFileElem: 'conversation.summaryFile',
  TIMFaceElem: 'conversation.summaryFace',
  TIMLocationElem: 'conversation.summaryLocation',
  TIMRelayElem: 'conversation.summaryMerged',
  TIMGroupTipElem: 'conversation.summaryGroupTip',
};

/** Translates the summary's keys; a group tip's sentence passes the names it needs. */
export type SummaryTranslate = (key: SummaryKey | GroupTipKey, values?: Record<string, string>) => string;

/** A summary that is a sentence (group tips, a group's creation notice), or null for any other message. */
export type SentenceSummary = (type: MessageType, payload: unknown, t: SummaryTranslate, sender: string) => string | null;

/**
 * The sentences and their texts are not in the first download (engine/group-tip-text.ts and
 * i18n/lazy/group-tip): the chunks that show them provide them (views/messages/group-tip-summary.ts),
 * and the conversation list, which the shell shows first, takes them when they come; until then
 * a tip reads [群提示消息].
 */
export interface SentenceSummaries {
  format: SentenceSummary;
  /** The texts' area, added to the reader's i18n instance before `format` is used with its `t`. */
  area: string;
  catalogues: Record<string, Record<string, string>>;
}

let sentences: SentenceSummaries | null = null;
const waiting = new Set<() => void>();

export function provideSentenceSummaries(provided: SentenceSummaries): void {
  if (sentences) return;
  sentences = provided;
  for (const listener of waiting) listener();
}

/** For useSyncExternalStore: the provided sentences (null until their chunk is in). */
export const sentenceSummaries = (): SentenceSummaries | null => sentences;
export function onSentenceSummaries(listener: () => void): () => void {
  waiting.add(listener);
  return () => void waiting.delete(listener);
}

/** `sender`: who sent it (a group_create notice without its creator's name names them). */
export function messageSummary(type: MessageType, payload: unknown, t: SummaryTranslate, sender = ''): string {
  const fields = (payload ?? {}) as { text?: unknown; description?: unknown; data?: unknown };
  if (type === 'TIMTextElem') return String(fields.text ?? '');
  const sentence = sentences?.format(type, payload, t, sender);
  if (sentence) return sentence;
  const card = type === 'TIMCustomElem' ? (CARD_SUMMARY_KEYS[businessIdOf(fields.data) ?? ''] ?? callSummaryKey(fields.data)) : undefined;
  if (card) return t(card);
  if (type === 'TIMCustomElem') return typeof fields.description === 'string' && fields.description ? fields.description : t('conversation.summaryCustom');
  // A sticker of the packs by its name ([小狗]); any other face as the SDK's [动画表情].
  // (The names are a lazy area: where it is not in yet, t answers the key, and it reads [动画表情].)
  const sticker = type === 'TIMFaceElem' ? stickerKeyOf(fields.data) : null;
  const name = sticker ? t(sticker) : sticker;
  if (name && name !== sticker) return `[${name}]`;
  const key = SUMMARY_KEYS[type];
  return key ? t(key) : '';
}

/**
 * A quote's abstract in the reader's language: the quoting side wrote the SDK's Chinese tag
 * (messageForShow: [图片], or [文件] and the file's name); text and anything else stay as written.
 */
export function quoteAbstract(type: string, abstract: string, t: (key: SummaryKey) => string): string {
  const key = SUMMARY_KEYS[type as MessageType];
  const tag = messageForShow(type as MessageType, {});
  if (!key || !tag || !abstract.startsWith(tag)) return abstract;
  return t(key) + abstract.slice(tag.length);
}
