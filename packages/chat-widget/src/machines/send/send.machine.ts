// One actor per outgoing message (spec/chat.md §4 send status): unSend → success | fail, and from
// fail a confirmed resend. Errors of §8 are reported (a toast) and clear the quote.
import { assign, fromPromise, not, setup } from 'xstate';
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
  },
  guards: {
    alreadyFailed: ({ context }) => context.message.status === 'fail',
    alreadySent: ({ context }) => context.message.status === 'success',
    risky: ({ context }) => context.message.hasRiskContent,
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
      on: { progress: { actions: assign({ progress: ({ event }) => event.progress }) } },
      invoke: {
        src: 'send',
        input: ({ context }) => ({ message: context.message, resend: context.attempts > 0 }),
        onDone: { target: 'success', actions: assign({ message: ({ event }) => event.output, progress: 1, error: null }) },
        onError: {
          target: 'fail',
          actions: [
            assign({ error: ({ event }) => toSendError(event.error) }),
            { type: 'reportError', params: ({ event }) => toSendError(event.error) },
            'clearQuote',
          ],
        },
      },
    },
    fail: {
      tags: ['fail'],
      // A risky message is never resent (spec/chat.md §4).
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
  },
});
