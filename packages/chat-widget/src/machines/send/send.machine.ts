// One actor per outgoing message (docs/chat.md §4 send status): unSend → success | fail, and from
// fail a confirmed resend. Errors of §8 are reported (a toast) and clear the quote. An upload
// the user cancels (the × on its bubble) ends the message: it is discarded, with no error.
import { assign, fromPromise, not, setup } from 'xstate';
import { UPLOAD_CANCELLED } from '../../engine/limits';
import type { Message } from '../../engine/message';
import type { SendContext, SendError, SendEvent, SendInput, SendRequest } from './send.types';

function toSendError(error: unknown): SendError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return { code: typeof code === 'number' ? code : -1, message: typeof message === 'string' ? message : String(error) };
}

export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as SendEvent,
    input: {} as SendInput,
  },
  actors: {
    /** engine.sendMessage, or engine.resendMessage when `resend`. */
    send: fromPromise<Message, SendRequest>(async () => {
      throw new Error('send machine: provide the send actor');
    }),
  },
  actions: {
    /** Toast the error (translated when known, else the raw message). */
    reportError: (_, _error: SendError) => {},
    clearQuote: () => {},
    /** engine.cancelUpload: the send then fails with UPLOAD_CANCELLED. */
    abortUpload: (_, _message: Message) => {},
    /** The cancelled message leaves the conversation (engine.deleteMessage: it was never sent). */
    discard: (_, _message: Message) => {},
  },
  guards: {
    alreadyFailed: ({ context }) => context.message.status === 'fail',
    alreadySent: ({ context }) => context.message.status === 'success',
    risky: ({ context }) => context.message.hasRiskContent,
    /** The send failed because the user cancelled its upload (an error event's `error`). */
    cancelled: ({ event }) => ((event as { error?: { code?: unknown } }).error ?? {}).code === UPLOAD_CANCELLED,
  },
}).createMachine({
  id: 'send',
  context: ({ input }) => ({ message: input.message, progress: input.message.progress, error: null, attempts: 0 }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'alreadySent', target: 'success' }, { guard: 'alreadyFailed', target: 'fail' }, { target: 'unSend' }],
    },
    unSend: {
      tags: ['unSend'],
      on: {
        progress: { actions: assign({ progress: ({ event }) => event.progress }) },
        cancelUpload: { actions: { type: 'abortUpload', params: ({ context }) => context.message } },
      },
      invoke: {
        src: 'send',
        input: ({ context }) => ({ message: context.message, resend: context.attempts > 0 }),
        onDone: { target: 'success', actions: assign({ message: ({ event }) => event.output, progress: 1, error: null }) },
        onError: [
          { guard: 'cancelled', target: 'cancelled' },
          {
            target: 'fail',
            actions: [
              assign({ error: ({ event }) => toSendError(event.error) }),
              { type: 'reportError', params: ({ event }) => toSendError(event.error) },
              'clearQuote',
            ],
          },
        ],
      },
    },
    fail: {
      tags: ['fail'],
      // A risky message is never resent (docs/chat.md §4).
      on: { retry: { guard: not('risky'), target: 'confirming' } },
    },
    confirming: {
      tags: ['fail', 'confirming'],
      on: {
        confirm: { target: 'unSend', actions: assign({ attempts: ({ context }) => context.attempts + 1, error: null }) },
        cancel: 'fail',
      },
    },
    success: { type: 'final', tags: ['success'] },
    cancelled: { type: 'final', tags: ['cancelled'], entry: { type: 'discard', params: ({ context }) => context.message } },
  },
});
