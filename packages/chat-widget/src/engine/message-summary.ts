// The one-line summary of a message (the conversation list, search results) in the reader's
// language. The engines' messageForShow is the SDK's Chinese ([图片], [群提示消息]) whatever the
// locale; views pass their translate function. React-free: `t` is any key → text function.
import type { MessageType } from './message';
import { messageForShow } from './message-show';

export type SummaryKey = `conversation.summary${'Image' | 'Audio' | 'Video' | 'File' | 'Face' | 'Location' | 'Merged' | 'GroupTip' | 'Custom'}`;

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

export function messageSummary(type: MessageType, payload: unknown, t: (key: SummaryKey) => string): string {
  const fields = (payload ?? {}) as { text?: unknown; description?: unknown };
  if (type === 'TIMTextElem') return String(fields.text ?? '');
  if (type === 'TIMCustomElem') return typeof fields.description === 'string' && fields.description ? fields.description : t('conversation.summaryCustom');
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
