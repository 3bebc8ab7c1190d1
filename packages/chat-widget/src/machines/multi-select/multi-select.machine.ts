// Multi-select of messages (issue 16 item 9; Tencent's kits' 多选): idle until a message's menu
// starts it in that message's conversation, then ticks and unticks up to MAX_SELECTED messages
// there, until cancelled (or done: forwarded, deleted). The bar that acts on the selection is a
// view; this only keeps what is selected.
import { assign, setup } from 'xstate';
import type { Message } from '../../engine/message';
import type { MultiSelectContext, MultiSelectEvent } from './multi-select.types';

/**
 * At most this many at once. docs/chat.md §9 sets no limit; one-by-one forwarding sends each of
 * them to each target, and a merged bundle must stay within the 12K message limit (§5, §9).
 */
export const MAX_SELECTED = 30;

export const multiSelectMachine = setup({
  types: { context: {} as MultiSelectContext, events: {} as MultiSelectEvent },
  actions: {
    // Another message's 多选 while selecting starts over in its conversation.
    start: assign(({ event }) => (event.type === 'START' ? { conversationID: event.message.conversationID, selected: [event.message] } : {})),
    toggle: assign(({ context: { conversationID, selected }, event }) => {
      if (event.type !== 'TOGGLE' || event.message.conversationID !== conversationID) return {};
      const rest = selected.filter((m) => m.ID !== event.message.ID);
      if (rest.length < selected.length) return { selected: rest };
      return selected.length < MAX_SELECTED ? { selected: [...selected, event.message] } : {};
    }),
  },
}).createMachine({
  id: 'multiSelect',
  context: { conversationID: null, selected: [] },
  initial: 'idle',
  states: {
    idle: { on: { START: { target: 'selecting', actions: 'start' } } },
    selecting: {
      on: {
        START: { actions: 'start' },
        TOGGLE: { actions: 'toggle' },
        CANCEL: { target: 'idle', actions: assign({ conversationID: null, selected: [] }) },
      },
    },
  },
});

/** The selection in the order the list shows it (time, then sequence): what forwarding sends. */
export function forwardOrder(selected: readonly Message[]): Message[] {
  return [...selected].sort((a, b) => a.time - b.time || a.sequence - b.sequence);
}
