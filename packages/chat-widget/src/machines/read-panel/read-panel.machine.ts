// The read-receipt panel of an own group message (docs/chat.md §2, §4, §9): tabs read / unread with
// counts, each list loaded 100 at a time by cursor; a receipt that changes the read count reloads
// both lists; closing waits 200 ms (the panel's exit) before the machine is done.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { MemberPage, PageRequest, ReadPanelContext, ReadPanelEvent, ReadPanelInput, ReadPanelTab } from './read-panel.types';

/** docs/chat.md §9: read-receipt page size. */
export const READ_PAGE_SIZE = 100;
/** docs/chat.md §4, §9: the panel closes with a 200 ms delay. */
export const CLOSE_DELAY_MS = 200;

export type FetchedPage = MemberPage & { tab: ReadPanelTab };

const emptyPage = (): MemberPage => ({ members: [], cursor: '', completed: false });

export const readPanelMachine = setup({
  types: { context: {} as ReadPanelContext, events: {} as ReadPanelEvent, input: {} as ReadPanelInput },
  actors: {
    /** One page of the tab's members after `cursor` (count READ_PAGE_SIZE). */
    fetchPage: fromPromise<FetchedPage, PageRequest>(async ({ input }) => ({ tab: input.tab, ...emptyPage(), completed: true })),
    /** Sends RECEIPT for receipts of this message. */
    watchReceipts: fromCallback<ReadPanelEvent, { messageID: string }>(() => () => {}),
  },
  actions: {
    storePage: assign(({ context }, page: FetchedPage) => ({
      [page.tab]: { members: [...context[page.tab].members, ...page.members], cursor: page.cursor, completed: page.completed },
    })),
    resetLists: assign({ read: emptyPage, unread: emptyPage }),
    takeCounts: assign(({ event }) => (event.type === 'RECEIPT' ? { readCount: event.readCount, unreadCount: event.unreadCount } : {})),
  },
  guards: {
    canLoadMore: ({ context }) => !context[context.tab].completed,
    readCountChanged: ({ context, event }) => event.type === 'RECEIPT' && event.readCount !== context.readCount,
  },
  delays: { closeDelay: CLOSE_DELAY_MS },
}).createMachine({
  id: 'readPanel',
  context: ({ input }) => ({
    message: input.message,
    tab: 'read',
    readCount: input.message.readReceiptInfo?.readCount ?? 0,
    unreadCount: input.message.readReceiptInfo?.unreadCount ?? 0,
    read: emptyPage(),
    unread: emptyPage(),
  }),
  initial: 'open',
  states: {
    open: {
      invoke: { src: 'watchReceipts', input: ({ context }) => ({ messageID: context.message.ID }) },
      on: {
        TAB: { actions: assign({ tab: ({ event }) => event.tab }) },
        RECEIPT: [{ guard: 'readCountChanged', target: '.loading', reenter: true, actions: 'takeCounts' }, { actions: 'takeCounts' }],
        CLOSE: 'closing',
      },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          entry: 'resetLists',
          type: 'parallel',
          // Both tabs' first pages, side by side; idle once both are in.
          states: {
            read: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'fetchPage',
                    input: ({ context }) => ({ message: context.message, tab: 'read', cursor: '' }),
                    onDone: { target: 'done', actions: { type: 'storePage', params: ({ event }) => event.output } },
                    onError: '#readPanel.open.failed',
                  },
                },
                done: { type: 'final' },
              },
            },
            unread: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'fetchPage',
                    input: ({ context }) => ({ message: context.message, tab: 'unread', cursor: '' }),
                    onDone: { target: 'done', actions: { type: 'storePage', params: ({ event }) => event.output } },
                    onError: '#readPanel.open.failed',
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: 'idle',
        },
        idle: {
          on: { LOAD_MORE: { guard: 'canLoadMore', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ message: context.message, tab: context.tab, cursor: context[context.tab].cursor }),
            onDone: { target: 'idle', actions: { type: 'storePage', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        failed: {
          tags: ['failed'],
          on: { RETRY: 'loading' },
        },
      },
    },
    closing: {
      tags: ['closing'],
      after: { closeDelay: 'closed' },
    },
    closed: { type: 'final' },
  },
});
