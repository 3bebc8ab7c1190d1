import type { WireConversation, WireMessage } from './protocol';
import { MAX_FRAME_BYTES } from './protocol';

// Both sides refuse frames above MAX_FRAME_BYTES, so pages shrink to fit one frame (a single
// message always fits: its content is limited to 12 KB). Room is left for the frame envelope.
const ENVELOPE_BYTES = 1024;
export const FRAME_BUDGET = MAX_FRAME_BYTES - ENVELOPE_BYTES;

export const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * How many items, taken from the start (or the end), fit in `budget` bytes of JSON; at least one
 * whenever there is one.
 */
export function fittingCount(items: unknown[], budget = FRAME_BUDGET, fromEnd = false): number {
  let used = 2;
  const order = fromEnd ? [...items].reverse() : items;
  for (let i = 0; i < order.length; i += 1) {
    used += jsonBytes(order[i]) + 1;
    if (used > budget) return Math.max(i, 1);
  }
  return items.length;
}

const PREVIEW_CHARS = 100;

/** A last message cut down to what a conversation list shows. */
function preview(message: WireMessage): WireMessage {
  const payload: Record<string, unknown> =
    typeof message.payload.text === 'string'
      ? { ...message.payload, text: message.payload.text.slice(0, PREVIEW_CHARS) }
      : jsonBytes(message.payload) <= 512
        ? message.payload
        : {};
  return { ...message, payload, cloudCustomData: '' };
}

/** The conversation list, with last messages cut to previews when the whole list would not fit a frame. */
export function fitConversationList(list: WireConversation[]): WireConversation[] {
  if (jsonBytes(list) <= FRAME_BUDGET) return list;
  return list.map((c) => (c.lastMessage ? { ...c, lastMessage: preview(c.lastMessage) } : c));
}
