// The friend-selection dialog's flow (docs/chat.md §5): my friends load; a search by user ID
// shows the user found (or nothing, and `notFound` for the 该用户不存在 toast); an empty box
// restores the friends. Single mode keeps one choice, multi toggles; choices survive searches.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { FriendOption, FriendSelectContext, FriendSelectEvent, FriendSelectInput } from './friend-select.types';

export const friendSelectMachine = setup({
  types: {
    context: {} as FriendSelectContext,
    events: {} as FriendSelectEvent,
    input: {} as FriendSelectInput,
    emitted: {} as { type: 'notFound' },
  },
  actors: {
    loadFriends: fromPromise<FriendOption[]>(async () => []),
    /** The user with this ID as an option; [] when there is none. */
    findUser: fromPromise<FriendOption[], { userID: string }>(async () => []),
  },
  guards: {
    hasID: ({ event }) => event.type === 'SEARCH' && event.userID.trim() !== '',
  },
}).createMachine({
  id: 'friendSelect',
  context: ({ input }) => ({ mode: input.mode, friends: [], loaded: false, found: null, selected: [] }),
  // The friends load beside any search (a search started meanwhile does not cancel them).
  invoke: {
    src: 'loadFriends',
    onDone: { actions: assign({ friends: ({ event }) => event.output, loaded: true }) },
    onError: { actions: assign({ loaded: true }) },
  },
  on: {
    TOGGLE: {
      actions: assign({
        selected: ({ context, event }) =>
          context.mode === 'single'
            ? [event.userID]
            : context.selected.includes(event.userID)
              ? context.selected.filter((id) => id !== event.userID)
              : [...context.selected, event.userID],
      }),
    },
    CLEAR: { target: '.idle', actions: assign({ found: null }) },
    SEARCH: [
      { guard: 'hasID', target: '.searching', reenter: true },
      { target: '.idle', actions: assign({ found: null }) },
    ],
  },
  initial: 'idle',
  states: {
    idle: {},
    searching: {
      tags: ['searching'],
      invoke: {
        src: 'findUser',
        input: ({ event }) => ({ userID: event.type === 'SEARCH' ? event.userID.trim() : '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.length === 0,
            target: 'idle',
            actions: [assign({ found: [] }), emit({ type: 'notFound' })],
          },
          {
            target: 'idle',
            // A friend found by ID shows as in the friend list (remark first).
            actions: assign({ found: ({ context, event }) => event.output.map((user) => context.friends.find((f) => f.userID === user.userID) ?? user) }),
          },
        ],
        onError: { target: 'idle', actions: assign({ found: [] }) },
      },
    },
  },
});
