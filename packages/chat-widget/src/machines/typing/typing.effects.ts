// The typing machines' effects bound to a chat engine (docs/chat.md §5 typing status): own status
// sent to the peer of a one-to-one chat as an online-only custom message, and the peer's status
// read from the messages received.
import type { ChatEngine } from '../../engine/chat-engine';
import { EVENT } from '../../engine/constants';
import type { PeerTypingEvent } from './peer-typing.machine';
import { typingStatusData, typingStatusOf } from './typing-status';
import { typingMachine } from './typing.machine';

export type TypingEngine = Pick<ChatEngine, 'createCustomMessage' | 'sendMessage' | 'on' | 'off'>;

/** The typing machine sending its status to the peer of `conversationID` (a C2C one). */
export function typingMachineFor(engine: TypingEngine, conversationID: string) {
  return typingMachine.provide({
    actions: {
      sendTypingStatus: (_, status) => {
        const message = engine.createCustomMessage({
          to: conversationID.slice(3),
          conversationType: 'C2C',
          payload: { data: JSON.stringify(typingStatusData(status)), description: '', extension: '' },
        });
        // A lost typing status is harmless: the peer's indicator times out.
        engine.sendMessage(message, { onlineUserOnly: true }).catch(() => undefined);
      },
    },
  });
}

/**
 * Sends the peer typing machine what the peer of `conversationID` says: their typing status, and
 * 0 for any real message of theirs, which also ends the typing state. Gives back the unsubscribe.
 */
export function watchPeerTyping(engine: TypingEngine, conversationID: string, send: (event: PeerTypingEvent) => void): () => void {
  const onMessages = ({ data }: { data: Parameters<typeof typingStatusOf>[0][] }) => {
    for (const message of data) {
      if (message.conversationID !== conversationID || message.flow !== 'in') continue;
      send({ type: 'status', typingStatus: typingStatusOf(message) ?? 0 });
    }
  };
  engine.on(EVENT.MESSAGE_RECEIVED, onMessages);
  return () => engine.off(EVENT.MESSAGE_RECEIVED, onMessages);
}
