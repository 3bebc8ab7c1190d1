// Own typing status sent to the peer of a one-to-one chat (the typing machine), and the peer's
// typing status received (usePeerTyping, for the header's 'Typing...').
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { EVENT } from '../../engine/constants';
import { peerTypingMachine, typingMachine, typingStatusData, typingStatusOf } from '../../machines/typing';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';

export function useTypingStatus(conversationID: string) {
  const engine = useChatEngine();
  const { features } = useChatOptions();
  const oneToOne = features.typingStatus && conversationID.startsWith('C2C');
  const machine = useMemo(
    () =>
      typingMachine.provide({
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
      }),
    [engine, conversationID],
  );
  return useActorRef(machine, { input: { oneToOne } });
}

/** True while the peer of this one-to-one conversation is typing. */
export function usePeerTyping(conversationID: string | null): boolean {
  const engine = useChatEngine();
  const actor = useActorRef(peerTypingMachine);
  useEffect(() => {
    actor.send({ type: 'status', typingStatus: 0 });
    if (!conversationID?.startsWith('C2C')) return;
    const onMessages = ({ data }: { data: Parameters<typeof typingStatusOf>[0][] }) => {
      for (const message of data) {
        if (message.conversationID !== conversationID || message.flow !== 'in') continue;
        const status = typingStatusOf(message);
        // Any real message from the peer also ends the typing state.
        actor.send({ type: 'status', typingStatus: status ?? 0 });
      }
    };
    engine.on(EVENT.MESSAGE_RECEIVED, onMessages);
    return () => engine.off(EVENT.MESSAGE_RECEIVED, onMessages);
  }, [engine, conversationID, actor]);
  return useSelector(actor, (snapshot) => snapshot.hasTag('typing'));
}
