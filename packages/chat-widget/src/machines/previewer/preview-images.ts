// The previewer's set: the loaded conversation's image messages that can be shown (not revoked,
// not risky, not still uploading: docs/chat.md §4 "upload progress disables preview").
import type { Message } from '../../engine/message';
import type { PreviewImage } from './previewer.types';

export function isPreviewable(message: Message): boolean {
  return message.type === 'TIMImageElem' && !message.isRevoked && !message.hasRiskContent && message.status !== 'unSend' && message.status !== 'fail';
}

export function previewImagesOf(messages: readonly Message[]): PreviewImage[] {
  return messages.flatMap((message) => {
    if (message.type !== 'TIMImageElem' || !isPreviewable(message)) return [];
    const infos = message.payload.imageInfoArray;
    // Type 0 is the original (1 big, 2 thumbnail).
    const original = infos.find((info) => info.type === 0) ?? infos[0];
    return [{ id: message.ID, url: original?.url ?? '', format: message.payload.imageFormat, name: message.payload.fileName ?? '' }];
  });
}
