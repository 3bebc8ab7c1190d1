// Pure helpers of the message list: merging pages and pushes, what counts as "new".
import type { Message } from '../../engine';

const TYPING_BUSINESS_ID = 'user_typing_status';
/** A call's WebRTC signal (machines/call/call-signal.ts), online-only like a typing notice. */
const CALL_SIGNAL_BUSINESS_ID = 'webrtc_signal';

export function customData(message: Message): Record<string, unknown> | null {
  if (message.type !== 'TIMCustomElem') return null;
  try {
    const data: unknown = JSON.parse(message.payload.data);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Notices that are never bubbles: typing status and a call's WebRTC signals. */
export const isTransientMessage = (message: Message) => {
  const businessID = customData(message)?.businessID;
  return businessID === TYPING_BUSINESS_ID || businessID === CALL_SIGNAL_BUSINESS_ID;
};

/** Counted by the "{n} new messages" button (spec §4). */
export const countsAsNew = (message: Message) => message.flow === 'in' && !message.isDeleted && !message.isRevoked && !isTransientMessage(message);

const order = (a: Message, b: Message) => {
  // Unsent own messages (sequence 0) stay after the stored ones, in creation order.
  if (a.sequence > 0 && b.sequence > 0) return a.sequence - b.sequence;
  if (a.sequence > 0 !== b.sequence > 0) return a.sequence > 0 ? -1 : 1;
  return a.time - b.time;
};

/**
 * The list with `incoming` merged in: same ID replaces (a new object, so views re-render), new
 * ones are inserted in conversation order. Typing notices, call signals and deleted messages are dropped.
 */
export function mergeMessages(list: Message[], incoming: Message[]): Message[] {
  const byID = new Map(list.map((m) => [m.ID, m]));
  let appended = false;
  for (const message of incoming) {
    if (isTransientMessage(message)) continue;
    if (!byID.has(message.ID)) appended = true;
    byID.set(message.ID, { ...message });
  }
  const merged = [...byID.values()].filter((m) => !m.isDeleted);
  return appended ? merged.sort(order) : merged;
}

export const newestOf = (messages: Message[]): Message | undefined => messages[messages.length - 1];

/** Counted in the conversation's unread count by the service: every stored message of another's. */
const countsAsUnread = (message: Message) => message.flow === 'in' && message.sequence > 0 && !isTransientMessage(message);

/**
 * The first of the last `unreadCount` unread messages of the list: where the "new messages"
 * divider goes. `complete` is false when the list holds fewer (history is still to be read);
 * the oldest one it holds is answered then.
 */
export function firstUnreadOf(messages: Message[], unreadCount: number): { messageID: string | null; complete: boolean } {
  let counted = 0;
  let oldest: string | null = null;
  for (let i = messages.length - 1; i >= 0 && unreadCount > 0; i -= 1) {
    const message = messages[i]!;
    if (!countsAsUnread(message)) continue;
    counted += 1;
    oldest = message.ID;
    if (counted === unreadCount) return { messageID: oldest, complete: true };
  }
  return { messageID: oldest, complete: unreadCount <= 0 };
}
