// The one-line summary of a message (the conversation list, search results) in the reader's
// language. The engines' messageForShow is the SDK's Chinese ([图片], [群提示消息]) whatever the
// locale; views pass their translate function. React-free: `t` is any key → text function.
import type { MessageType } from './message';

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
