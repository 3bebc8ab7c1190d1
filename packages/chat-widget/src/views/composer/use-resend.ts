// Resend of a failed message: opens the resend confirm 'Confirm to resend the message?' and, when
// confirmed, resends. Never for risky messages (the send machine refuses them).
import { useCallback } from 'react';
import type { Message } from '../../engine/message';
import { useSendMachine } from './use-send-machine';

export function useResend(): (message: Message) => void {
  const { ensure } = useSendMachine();
  return useCallback(
    (message: Message) => {
      if (message.hasRiskContent || message.status !== 'fail') return;
      ensure(message).send({ type: 'retry' });
    },
    [ensure],
  );
}
