// The × on an uploading bubble: stops the upload and drops the message (its send machine does).
// Null where the engine cannot cancel an upload (the Tencent SDK has no such call).
import { useCallback } from 'react';
import type { Message } from '../../engine/message';
import { useChatEngine } from '../../provider/engine-context';
import { useSendMachine } from './use-send-machine';

export function useCancelUpload(): ((message: Message) => void) | null {
  const engine = useChatEngine();
  const { registry } = useSendMachine();
  const cancel = useCallback((message: Message) => registry.get(message.ID)?.send({ type: 'cancelUpload' }), [registry]);
  return engine.cancelUpload ? cancel : null;
}
