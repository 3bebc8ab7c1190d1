// Read receipts reported together: a conversation opening shows a screenful of messages at once,
// each reported as it becomes visible; one sendMessageReadReceipt per conversation per short
// window carries them all (the SDK takes a list of one conversation's messages).
import type { Message } from '../../engine';

export const RECEIPT_BATCH_MS = 100;

export function receiptBatcher(send: (messages: Message[]) => Promise<unknown>, delayMs = RECEIPT_BATCH_MS): (message: Message) => void {
  const pending = new Map<string, Message[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const batches = [...pending.values()];
    pending.clear();
    for (const batch of batches) void send(batch).catch(() => undefined);
  };
  return (message) => {
    const batch = pending.get(message.conversationID);
    if (batch) batch.push(message);
    else pending.set(message.conversationID, [message]);
    timer ??= setTimeout(flush, delayMs);
  };
}
