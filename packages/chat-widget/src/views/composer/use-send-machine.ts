// The send machine wired to this widget's engine, toasts and quote (spec/chat.md §8: a send
// error is a toast, translated when known, else the raw message, and clears the quote).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fromPromise } from 'xstate';
import type { Message } from '../../engine/message';
import { sendErrorKey, sendMachine, sendRegistryOf, type SendRequest } from '../../machines/send';
import { useChatEngine } from '../../provider/engine-context';
import { useChatUi } from '../../provider/chat-ui-context';

export function useSendMachine() {
  const engine = useChatEngine();
  const { dispatch } = useChatUi();
  const { t } = useTranslation('chat');
  return useMemo(() => {
    const machine = sendMachine.provide({
      actors: {
        send: fromPromise<Message, SendRequest>(async ({ input }) => {
          const result = input.resend ? await engine.resendMessage(input.message) : await engine.sendMessage(input.message);
          return result.data.message;
        }),
      },
      actions: {
        reportError: (_, error) => {
          const key = sendErrorKey(error.code);
          toast.error(key ? t(key) : error.message);
        },
        clearQuote: () => dispatch({ type: 'quote', message: null }),
      },
    });
    return { machine, registry: sendRegistryOf(engine) };
  }, [engine, dispatch, t]);
}
