// The quote a message carries (docs/chat.md §3): cloudCustomData's `messageReply`, as the
// composer and Tencent's kits write it ({ messageID, messageSender, messageAbstract, messageType, version }).
import type { Message } from '../../engine';

export interface MessageReply {
  messageID: string;
  sender: string;
  abstract: string;
  /** The quoted message's type (messageType), '' when the quote does not say. */
  type: string;
}

export function messageReplyOf(message: Message): MessageReply | null {
  if (!message.cloudCustomData) return null;
  try {
    const reply = (JSON.parse(message.cloudCustomData) as { messageReply?: Record<string, unknown> } | null)?.messageReply;
    if (!reply || typeof reply.messageID !== 'string') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { messageID: reply.messageID, sender: text(reply.messageSender), abstract: text(reply.messageAbstract), type: text(reply.messageType) };
  } catch {
    return null;
  }
}
