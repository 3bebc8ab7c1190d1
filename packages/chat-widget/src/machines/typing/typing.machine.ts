// Own typing status (docs/chat.md §4): entered when the input becomes non-empty and focused in a
// one-to-one chat, left when it is empty or blurred. Entering and leaving each send a status.
import { assign, not, setup } from 'xstate';
import type { TypingContext, TypingEvent, TypingInput } from './typing.types';

export const typingMachine = setup({
  types: { context: {} as TypingContext, events: {} as TypingEvent, input: {} as TypingInput },
  actions: {
    /** Send the typing custom message (online users only), 1 on enter and 0 on leave. */
    sendTypingStatus: (_, _status: 0 | 1) => {},
    track: assign(({ context, event }) => {
      if (event.type === 'change') return { ...context, hasText: event.text.trim() !== '' };
      return { ...context, focused: event.type === 'focus' };
    }),
  },
  guards: {
    typing: ({ context }) => context.oneToOne && context.hasText && context.focused,
  },
}).createMachine({
  id: 'typing',
  context: ({ input }) => ({ oneToOne: input.oneToOne, hasText: false, focused: false }),
  initial: 'idle',
  on: { change: { actions: 'track' }, focus: { actions: 'track' }, blur: { actions: 'track' } },
  states: {
    idle: {
      always: { guard: 'typing', target: 'typing' },
    },
    typing: {
      tags: ['typing'],
      entry: { type: 'sendTypingStatus', params: 1 },
      exit: { type: 'sendTypingStatus', params: 0 },
      always: { guard: not('typing'), target: 'idle' },
    },
  },
});
