// The send machine wired to this widget's engine, toasts and quote (docs/chat.md §8: a send
// error is a toast, translated, and clears the quote; issue 31: never the engine's raw English).
import { useEffect, useMemo } from 'react';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { fromPromise } from 'xstate';
import type { Message } from '../../engine/message';
import { sendErrorKey, sendMachine, sendRegistryOf, type SendRequest } from '../../machines/send';
import { useChatEngine } from '../../provider/engine-context';
import { useChatUi } from '../../provider/chat-ui-context';
import { useMessageListSink } from '../messages/message-list-sink';
import { useErrorText } from '../toast/error-text';
import { preloadToasts, useToast } from '../toast/toast-provider';

/** Actors whose message already goes to the open list on every change. */
const tracked = new WeakSet<object>();

export function useSendMachine() {
  const engine = useChatEngine();
  const { dispatch } = useChatUi();
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const sink = useMessageListSink();
  const toast = useToast();
  const errorText = useErrorText();
  // Where messages are sent, a send may fail offline: its toast must not need the network.
  useEffect(preloadToasts, []);
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
          toast.error(key ? t(key) : errorText(error));
        },
        clearQuote: () => dispatch({ type: 'quote', message: null }),
        abortUpload: (_, message) => void engine.cancelUpload?.(message),
        discard: (_, message) => {
          // Never sent, so only this engine knows it: deleted there, it leaves the open list.
          void engine
            .deleteMessage([message])
            .catch(() => undefined)
            .then(() => sink([message]));
        },
      },
    });
    const registry = sendRegistryOf(engine);
    /** The message's send actor; the open list shows the message at once and on each change (status, progress). */
    const ensure = (message: Message) => {
      const actor = registry.ensure(message, machine);
      sink([message]);
      if (!tracked.has(actor)) {
        tracked.add(actor);
        actor.subscribe(() => sink([message]));
      }
      return actor;
    };
    return { machine, registry, ensure };
  }, [engine, dispatch, t, sink, toast, errorText]);
}
