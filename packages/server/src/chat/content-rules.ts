import { ChatError } from './errors';
import type { ParsedOutgoingMessage } from './frames';
import { ERROR_CODES, LIMITS } from './protocol';

// What a message may carry, checked before anything is stored (docs/chat.md §5, §8).

/** The businessID of a custom message's JSON data, if it has one. */
export function businessIDOf(message: Pick<ParsedOutgoingMessage, 'type' | 'payload'>): string | undefined {
  if (message.type !== 'TIMCustomElem' || typeof message.payload.data !== 'string') return undefined;
  try {
    const data: unknown = JSON.parse(message.payload.data);
    if (data && typeof data === 'object' && 'businessID' in data && typeof data.businessID === 'string') return data.businessID;
  } catch {
    // Custom data need not be JSON.
  }
  return undefined;
}

/** The typing indicator of Tencent's kits: delivered to online users only, never stored. */
export const isTypingMessage = (message: Pick<ParsedOutgoingMessage, 'type' | 'payload'>) => businessIDOf(message) === 'user_typing_status';

export const isSystemMessage = (message: Pick<ParsedOutgoingMessage, 'type' | 'payload'>) => businessIDOf(message) === 'system_custom';

/** Bytes of what the 12 KB limit counts: the payload's JSON and the custom data. */
export function contentBytes(message: Pick<ParsedOutgoingMessage, 'payload' | 'cloudCustomData'>): number {
  return Buffer.byteLength(JSON.stringify(message.payload)) + Buffer.byteLength(message.cloudCustomData);
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const containsAny = (texts: string[], words: string[]) => texts.some((t) => words.some((w) => t.toLowerCase().includes(w)));

/** Throws the SDK's error for a message that is too long or carries a blocked word. */
export function checkContent(message: ParsedOutgoingMessage, sensitiveWords: string[]): void {
  if (contentBytes(message) > LIMITS.messageBytes) {
    throw new ChatError(ERROR_CODES.MESSAGE_TOO_LONG, `message is longer than ${LIMITS.messageBytes / 1024} KB`);
  }
  if (sensitiveWords.length === 0) return;
  if (message.type === 'TIMTextElem' && containsAny([String(message.payload.text)], sensitiveWords)) {
    throw new ChatError(ERROR_CODES.SENSITIVE_TEXT, 'text has sensitive content');
  }
  if (message.type === 'TIMImageElem' && containsAny(strings(message.payload), sensitiveWords)) {
    throw new ChatError(ERROR_CODES.SENSITIVE_IMAGE, 'image has sensitive content');
  }
}

/** Whether a user may send a message of this kind: `system_custom` is the admin's alone, and all the admin sends. */
export function checkSenderMay(message: ParsedOutgoingMessage, isAdmin: boolean): void {
  if (isSystemMessage(message) !== isAdmin) {
    throw new ChatError(
      ERROR_CODES.INVALID_PARAMS,
      isAdmin ? 'the system account sends only system_custom messages' : 'system_custom messages come from the system account only',
    );
  }
}
