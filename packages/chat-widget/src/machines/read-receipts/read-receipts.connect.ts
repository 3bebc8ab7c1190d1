// The read-receipt machine bound to an engine.
import type { ChatEngine } from '../../engine';
import { readReceiptsMachine } from './read-receipts.machine';

export function readReceiptsMachineFor(engine: ChatEngine) {
  return readReceiptsMachine.provide({
    actions: {
      sendReceipt: (_, { message }) => void engine.sendMessageReadReceipt([message]).catch(() => undefined),
      markConversationRead: (_, { conversationID }) => void engine.setMessageRead({ conversationID }).catch(() => undefined),
    },
  });
}
