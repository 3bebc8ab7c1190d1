// The contact page's list (docs/chat.md §2, §4, §5, §9): five sections, one open at a time;
// clicking the open one collapses it and clears the selected contact; opening new contacts marks
// the friend applications read; pushed lists keep every section fresh. The search by ID runs
// beside the list: opening it clears what the last one found, an empty ID does nothing, and
// closing it takes effect after 200 ms (the spec's search-state debounce): the results stay
// clickable meanwhile, and reopening within it carries on with the same search.
import { assign, fromCallback, fromPromise, setup, spawnChild } from 'xstate';
import type { ContactLists, ContactSearchResults, ContactSectionsContext, ContactSectionsEvent } from './contact-sections.types';

/** docs/chat.md §9: contact search-state debounce. */
export const SEARCH_STATE_DEBOUNCE_MS = 200;

export const EMPTY_LISTS: ContactLists = { customerService: [], applications: [], unreadCount: 0, blacklist: [], groups: [], friends: [] };

export const contactSectionsMachine = setup({
  types: { context: {} as ContactSectionsContext, events: {} as ContactSectionsEvent },
  actors: {
    /** Every section's list at once. */
    loadLists: fromPromise<ContactLists>(async () => EMPTY_LISTS),
    /** Sends LISTS whenever the engine pushes a changed list. */
    watchLists: fromCallback<ContactSectionsEvent>(() => () => {}),
    /** setFriendApplicationRead. */
    markRead: fromPromise<void>(async () => undefined),
    /** The user and the group with this ID (getUserProfile, searchGroupByID). */
    searchByID: fromPromise<ContactSearchResults, { id: string }>(async () => ({ users: [], groups: [] })),
  },
  actions: {
    takeLists: assign((_, lists: Partial<ContactLists>) => lists),
    clearResults: assign({ results: null }),
  },
  guards: {
    isOpen: ({ context, event }) => event.type === 'TOGGLE' && context.open === event.section,
    opensNewContacts: ({ event }) => event.type === 'TOGGLE' && event.section === 'newContacts',
    hasID: ({ event }) => event.type === 'SEARCH' && event.id.trim() !== '',
  },
  delays: { searchStateDebounce: SEARCH_STATE_DEBOUNCE_MS },
}).createMachine({
  id: 'contactSections',
  context: { ...EMPTY_LISTS, open: null, selected: null, results: null },
  type: 'parallel',
  invoke: { src: 'watchLists' },
  on: {
    TOGGLE: [
      { guard: 'isOpen', actions: assign({ open: null, selected: null }) },
      {
        guard: 'opensNewContacts',
        // The badge goes at once; the server's push confirms it.
        actions: [assign({ open: 'newContacts', unreadCount: 0 }), spawnChild('markRead')],
      },
      { actions: assign({ open: ({ event }) => event.section }) },
    ],
    SELECT: { actions: assign({ selected: ({ event }) => event.contact }) },
    DESELECT: { actions: assign({ selected: null }) },
    LISTS: { actions: { type: 'takeLists', params: ({ event }) => event.lists } },
    ACCEPTED: { actions: assign({ open: 'friends' }) },
    BLACKLISTED: { actions: assign({ open: 'blacklist' }) },
  },
  states: {
    lists: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadLists',
            onDone: { target: 'ready', actions: { type: 'takeLists', params: ({ event }) => event.output } },
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    search: {
      initial: 'closed',
      states: {
        closed: {
          on: { SEARCH_OPEN: { target: 'open', actions: 'clearResults' } },
        },
        open: {
          tags: ['searchOpen'],
          on: { SEARCH_CLOSE: 'closing' },
          initial: 'idle',
          states: {
            idle: {
              on: { SEARCH: { guard: 'hasID', target: 'searching' } },
            },
            searching: {
              tags: ['searching'],
              invoke: {
                src: 'searchByID',
                input: ({ event }) => ({ id: event.type === 'SEARCH' ? event.id.trim() : '' }),
                onDone: { target: 'idle', actions: assign({ results: ({ event }) => event.output }) },
                onError: { target: 'idle', actions: assign({ results: { users: [], groups: [] } }) },
              },
              on: { SEARCH: { guard: 'hasID', target: 'searching', reenter: true } },
            },
          },
        },
        closing: {
          tags: ['searchOpen'],
          after: { searchStateDebounce: { target: 'closed', actions: 'clearResults' } },
          // Opened again within the debounce: the same search goes on.
          on: { SEARCH_OPEN: 'open' },
        },
      },
    },
  },
});
