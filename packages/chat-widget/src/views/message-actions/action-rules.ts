// Which actions a message's menu offers (docs/chat.md §6): pure, so the rules are tested without
// a DOM. Risky, revoked, deleted and in-flight messages offer none; a failed one only Delete.
import type { Message } from '../../engine/message';
import { safeUrl } from '../common/safe-url';

export type MessageActionId =
  | 'open'
  | 'copy'
  | 'recall'
  | 'delete'
  | 'forward'
  | 'multiSelect'
  | 'quote'
  | 'translate'
  | 'convert'
  | 'downloadResume'
  | 'react';

export interface ActionContext {
  /** Touch-first device: no Open (there is no new window to open a file in). */
  touch: boolean;
}

/** The URL Open shows: the file, the video, or the original-size image. */
export function openUrlOf(message: Message): string | null {
  return safeUrl(mediaUrlOf(message));
}

function mediaUrlOf(message: Message): string | undefined {
  switch (message.type) {
    case 'TIMFileElem':
      return message.payload.fileUrl;
    case 'TIMVideoFileElem':
      return message.payload.videoUrl;
    case 'TIMImageElem': {
      const sizes = message.payload.imageInfoArray;
      return (sizes.find((size) => size.type === 0) ?? sizes[0])?.url;
    }
    default:
      return undefined;
  }
}

/** The resume of a resume_custom message: its ID and the file name it is saved under. */
export function resumeOf(message: Message): { id: string; fileName: string } | null {
  if (message.type !== 'TIMCustomElem') return null;
  try {
    const data = JSON.parse(message.payload.data) as { businessID?: unknown; id?: unknown; text?: unknown };
    if (data.businessID !== 'resume_custom' || (typeof data.id !== 'string' && typeof data.id !== 'number')) return null;
    return { id: String(data.id), fileName: typeof data.text === 'string' && data.text ? data.text : 'resume' };
  } catch {
    return null;
  }
}

export function messageActions(message: Message, { touch }: ActionContext): MessageActionId[] {
  if (message.hasRiskContent || message.isRevoked || message.isDeleted) return [];
  if (message.type === 'TIMGroupTipElem') return [];
  if (message.status === 'fail') return ['delete'];
  if (message.status !== 'success') return [];

  const actions: MessageActionId[] = [];
  if (!touch && openUrlOf(message)) actions.push('open');
  if (message.type === 'TIMTextElem') actions.push('copy');
  if (message.flow === 'out') actions.push('recall');
  actions.push('delete', 'forward', 'multiSelect', 'quote');
  if (message.type === 'TIMTextElem') actions.push('translate');
  if (message.type === 'TIMSoundElem') actions.push('convert');
  if (resumeOf(message)) actions.push('downloadResume');
  // 回应: the emoji picker (views/reactions), on every sent message.
  actions.push('react');
  return actions;
}
