// The SDK's messageForShow: the one-line preview of a message as the engines write it (the SDK's
// Chinese, whatever the UI language; views show engine/message-summary.ts's localized one). Also
// what a quoting message's messageAbstract carries on the wire, as Tencent's kits write it.
import type { MessageType } from './message';

const SHOW: Partial<Record<MessageType, string>> = {
  TIMImageElem: '[图片]',
  TIMSoundElem: '[语音]',
  TIMVideoFileElem: '[视频]',
  TIMFileElem: '[文件]',
  TIMFaceElem: '[动画表情]',
  TIMLocationElem: '[位置]',
  TIMRelayElem: '[聊天记录]',
  TIMGroupTipElem: '[群提示消息]',
};

/** The one-line preview of a conversation list item, as the SDK's messageForShow. */
export function messageForShow(type: MessageType, payload: unknown): string {
  const fields = (payload ?? {}) as { text?: unknown; description?: unknown };
  if (type === 'TIMTextElem') return String(fields.text ?? '');
  if (type === 'TIMCustomElem') return typeof fields.description === 'string' && fields.description ? fields.description : '[自定义消息]';
  return SHOW[type] ?? '';
}
