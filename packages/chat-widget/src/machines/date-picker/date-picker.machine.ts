// The date picker's clicks (docs/chat.md §4 "Range date picker", §9): range mode: the first
// click sets the start, the second the end (the two swapped if it is earlier) and the picker
// closes 200 ms later; a third click starts again. Single mode: a click picks the day and the
// picker closes 300 ms later. `chosen` tells the search; the view only renders the context.
import { assign, setup } from 'xstate';
import { chosenDays, DATE_PICKER_CLOSE_MS } from './date-picker.logic';
import type { ChosenDays, DatePickerContext, DatePickerEvent, DatePickerInput, Day } from './date-picker.types';

type Pick = Extract<DatePickerEvent, { type: 'PICK' }>;
const dayOfEvent = (event: DatePickerEvent): Day => (event as Pick).day;

export const datePickerMachine = setup({
  types: {
    context: {} as DatePickerContext,
    events: {} as DatePickerEvent,
    // xstate's type-only slot: without the assertion `input` would be typed `{}` (every field is optional).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as DatePickerInput,
  },
  actions: {
    /** Provided by the view: the days chosen, as the search's time window. */
    chosen: (_, _params: ChosenDays) => undefined,
  },
  delays: { close: ({ context }) => DATE_PICKER_CLOSE_MS[context.mode] },
  guards: {
    completes: ({ context }) => context.mode === 'single' || (context.start !== null && context.end === null),
  },
}).createMachine({
  id: 'datePicker',
  context: ({ input }) => ({ mode: input.mode ?? 'range', start: null, end: null }),
  initial: 'closed',
  on: {
    CLEAR: { target: '.closed', actions: assign({ start: null, end: null }) },
  },
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      initial: 'picking',
      on: {
        CLOSE: 'closed',
        PICK: [
          {
            guard: 'completes',
            target: '.closing',
            reenter: true,
            actions: [
              assign(({ context, event }) => {
                const day = dayOfEvent(event);
                if (context.mode === 'single' || context.start === null) return { start: day, end: day };
                return day < context.start ? { start: day, end: context.start } : { end: day };
              }),
              { type: 'chosen', params: ({ context }) => chosenDays(context.start!, context.end!) },
            ],
          },
          // The first click of a range, or a third one: a new start.
          { target: '.picking', actions: assign(({ event }) => ({ start: dayOfEvent(event), end: null })) },
        ],
      },
      states: {
        picking: {},
        closing: {
          after: { close: '#datePicker.closed' },
        },
      },
    },
  },
});
