// The read-receipt machine bound to an engine.
import type { ChatEngine } from '../../engine';
import { readReceiptsMachine } from './read-receipts.machine';
import { receiptBatcher } from './receipt-batch';

export function readReceiptsMachineFor(engine: ChatEngine) {
  const report = receiptBatcher((messages) => engine.sendMessageReadReceipt(messages));
  return readReceiptsMachine.provide({
    actions: {
      sendReceipt: (_, { message }) => report(message),
      markConversationRead: (_, { conversationID }) => void engine.setMessageRead({ conversationID }).catch(() => undefined),
    },
  });
}
