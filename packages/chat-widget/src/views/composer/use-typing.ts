// Own typing status sent to the peer of a one-to-one chat (the typing machine), and the peer's
// typing status received (usePeerTyping, for the header's 'Typing...'); the engine side is
// machines/typing/typing.effects.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { peerTypingMachine, typingMachineFor, watchPeerTyping } from '../../machines/typing';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';

export function useTypingStatus(conversationID: string) {
  const engine = useChatEngine();
  const { features } = useChatOptions();
  const oneToOne = features.typingStatus && conversationID.startsWith('C2C');
  const machine = useMemo(() => typingMachineFor(engine, conversationID), [engine, conversationID]);
  return useActorRef(machine, { input: { oneToOne } });
}

/** True while the peer of this one-to-one conversation is typing. */
export function usePeerTyping(conversationID: string | null): boolean {
  const engine = useChatEngine();
  const actor = useActorRef(peerTypingMachine);
  useEffect(() => {
    actor.send({ type: 'status', typingStatus: 0 });
    if (!conversationID?.startsWith('C2C')) return;
    return watchPeerTyping(engine, conversationID, (event) => actor.send(event));
  }, [engine, conversationID, actor]);
  return useSelector(actor, (snapshot) => snapshot.hasTag('typing'));
}
