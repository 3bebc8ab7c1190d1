// The SDK's client-side checks before a message leaves (docs/chat.md §5, §8).
import { ChatError } from '../chat-error';
import type { Message } from '../message';
import { extensionOf, type SourceFile } from './file-input';
import { ERROR_CODES, LIMITS } from '@employment-cloud/chat-protocol';
import { utf8Length } from '@employment-cloud/chat-protocol';

/** docs/chat.md §5: gif, jpeg, jpg, png, bmp, webp. */
const IMAGE_TYPES = new Set(['image/gif', 'image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp', 'image/webp']);
const IMAGE_EXTENSIONS = new Set(['gif', 'jpeg', 'jpg', 'png', 'bmp', 'webp']);

export function isAcceptedImage(file: SourceFile): boolean {
  if (file.type) return IMAGE_TYPES.has(file.type.toLowerCase());
  return IMAGE_EXTENSIONS.has(extensionOf(file.name));
}

const isMedia = (message: Message) =>
  message.type === 'TIMImageElem' || message.type === 'TIMSoundElem' || message.type === 'TIMVideoFileElem' || message.type === 'TIMFileElem';

/** A media message that was already uploaded (a forward, a resend after upload) has its URL. */
function hasRemoteFile(message: Message): boolean {
  switch (message.type) {
    case 'TIMImageElem':
      return message.payload.imageInfoArray.some((info) => info.url !== '' && !info.url.startsWith('blob:'));
    case 'TIMSoundElem':
      return message.payload.url !== '';
    case 'TIMVideoFileElem':
      return message.payload.videoUrl !== '';
    case 'TIMFileElem':
      return message.payload.fileUrl !== '';
    default:
      return false;
  }
}

function containsBlockedWord(text: string, blockedWords: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return blockedWords.some((word) => word !== '' && lower.includes(word.toLowerCase()));
}

/**
 * Why the message may not be sent, or undefined. `file` is the file still to upload, if any.
 * Codes: 3123 blocked words, 8001 over 12 KB, 7004 no file, 7005 over 100 MB, 4004 not an image.
 */
export function validateMessage(message: Message, file: SourceFile | undefined, blockedWords: readonly string[]): ChatError | undefined {
  if (!message.to) return new ChatError(ERROR_CODES.INVALID_PARAMS, 'the message has no receiver (to)');
  if (message.conversationType !== 'C2C' && message.conversationType !== 'GROUP') {
    return new ChatError(ERROR_CODES.INVALID_PARAMS, `conversationType must be C2C or GROUP`);
  }
  if (message.type === 'TIMTextElem' && containsBlockedWord(message.payload.text, blockedWords)) {
    return new ChatError(ERROR_CODES.LOCAL_BLOCKED_WORDS, 'the text contains blocked words');
  }
  const bytes = utf8Length(JSON.stringify(message.payload)) + utf8Length(message.cloudCustomData);
  if (bytes > LIMITS.messageBytes) {
    return new ChatError(ERROR_CODES.MESSAGE_TOO_LONG, `the message is ${bytes} bytes; at most ${LIMITS.messageBytes}`);
  }
  if (!isMedia(message) || (!file && hasRemoteFile(message))) return undefined;
  if (!file || file.size === 0) return new ChatError(ERROR_CODES.FILE_MISSING, 'the file does not exist or is empty');
  if (file.size > LIMITS.fileBytes) {
    return new ChatError(ERROR_CODES.FILE_TOO_LARGE, `the file is ${file.size} bytes; at most ${LIMITS.fileBytes}`);
  }
  if (message.type === 'TIMImageElem' && !isAcceptedImage(file)) {
    return new ChatError(ERROR_CODES.INVALID_IMAGE, `not an accepted image format: ${file.type || file.name}`);
  }
  return undefined;
}
