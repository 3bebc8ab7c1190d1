// Search (docs/chat.md §2, §5, §9): idle until the input is clicked; while searching, a change of
// keywords, type or time runs a new search 500 ms after the last change (a running one is
// dropped); empty keywords in global mode clear the results and search nothing. Close or cancel
// goes back to idle and clears the input. The view only sends events and reads the context.
import { assign, fromPromise, setup } from 'xstate';
import { appendPage, SEARCH_DEBOUNCE_MS, searchRequests, wantsSearch } from './search.logic';
import type { SearchContext, SearchEvent, SearchInput, SearchRequest, SearchSection } from './search.types';

const fresh = (input: SearchInput): SearchContext => ({
  mode: input.mode,
  conversationID: input.conversationID ?? null,
  text: '',
  type: input.mode === 'global' ? 'all' : 'text',
  time: { key: 'all' },
  sections: [],
  detailConversationID: null,
  error: null,
});

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  actors: {
    // Provided by the connect layer (engine.searchCloudMessages per request) or tests.
    search: fromPromise<SearchSection[], { requests: SearchRequest[] }>(async () => {
      throw new Error('search not provided');
    }),
  },
  actions: {
    /** The failure toast: 消息云端搜索失败：{reason}. */
    reportError: (_, _params: { error: unknown }) => undefined,
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    wantsSearch: ({ context }) => wantsSearch(context),
    hasMore: ({ context }) => context.type !== 'all' && context.sections.some((section) => section.cursor !== ''),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => fresh(input),
  initial: 'idle',
  states: {
    idle: {
      on: { OPEN: 'searching' },
    },
    searching: {
      initial: 'waiting',
      on: {
        CLOSE: { target: 'idle', actions: assign(({ context }) => fresh(context)) },
        INPUT: { target: '.changed', actions: assign(({ event }) => ({ text: event.text })) },
        SET_TYPE: { target: '.changed', actions: assign(({ event }) => ({ type: event.searchType })) },
        SET_TIME: { target: '.changed', actions: assign(({ event }) => ({ time: event.time })) },
        VIEW_MORE: { target: '.changed', actions: assign(({ event }) => ({ type: event.searchType })) },
        SELECT: { actions: assign(({ event }) => ({ detailConversationID: event.conversationID })) },
        BACK: { actions: assign({ detailConversationID: null }) },
      },
      states: {
        /** Nothing to search for: no results shown. */
        waiting: {},
        changed: {
          always: { guard: ({ context }) => !wantsSearch(context), target: 'waiting', actions: assign({ sections: [], error: null }) },
          after: { debounce: 'loading' },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'search',
            input: ({ context }) => ({ requests: searchRequests(context) }),
            onDone: { target: 'shown', actions: assign(({ event }) => ({ sections: event.output, error: null, detailConversationID: null })) },
            onError: {
              target: 'shown',
              actions: [
                assign({ sections: [] }),
                assign(({ event }) => ({ error: reasonOf(event.error) })),
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        shown: {
          on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            src: 'search',
            input: ({ context }) => ({ requests: searchRequests(context, context.sections[0]?.cursor) }),
            onDone: {
              target: 'shown',
              actions: assign(({ context, event }) => ({
                sections: context.sections.map((section) => {
                  const page = event.output.find((next) => next.type === section.type);
                  return page ? appendPage(section, page) : section;
                }),
              })),
            },
            onError: {
              target: 'shown',
              actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

function reasonOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}
