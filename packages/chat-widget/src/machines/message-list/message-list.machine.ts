// One conversation's message list: first page, history on demand, engine pushes, and the
// auto-scroll and scroll-button rules of docs/chat.md §4. The view reports its viewport and
// follows `scroll` commands; it never decides when to scroll.
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { Message } from '../../engine';
import { countsAsNew, firstUnreadOf, mergeMessages, newestOf } from './message-list.logic';
import type { LoadedPage, LoadPage, MessageListContext, MessageListEvent, MessageListInput, ScrollCommand } from './message-list.types';

export const BLINK_MS = 3000;
/**
 * How many pages of history a jump to a message not loaded yet (a search result) reads before
 * giving up: the list stays one contiguous run from the target down to the newest message.
 */
export const MAX_SEEK_PAGES = 60;
/**
 * How many pages of history the opening reads to find the first unread message; beyond, the
 * divider goes above the oldest unread message read by then (all below it are new all the same).
 */
export const UNREAD_SEEK_PAGES = 10;
/** Virtuoso wants a positive index that history can count down from. */
export const FIRST_ITEM_INDEX = 1_000_000;

const nextSeq = (scroll: ScrollCommand | null) => (scroll?.seq ?? 0) + 1;
const buttonShows = (c: MessageListContext) => c.farFromBottom || !c.newestVisible;

/** The list after new messages arrived at the end, with the scroll rule applied. */
function afterNewest(context: MessageListContext, messages: Message[]): Partial<MessageListContext> {
  const before = newestOf(context.messages);
  const after = newestOf(messages);
  if (!after || after.ID === before?.ID) return { messages };
  if (buttonShows(context) && after.flow === 'in') {
    const known = new Set(context.messages.map((m) => m.ID));
    const fresh = messages.filter((m) => !known.has(m.ID) && m.conversationID === context.conversationID && countsAsNew(m)).length;
    return { messages, newCount: context.newCount + fresh };
  }
  return { messages, scroll: { kind: 'bottom', seq: nextSeq(context.scroll) } };
}

export const messageListMachine = setup({
  types: {
    context: {} as MessageListContext,
    events: {} as MessageListEvent,
    input: {} as MessageListInput,
  },
  actors: {
    // Provided by the connect layer (engine) or tests.
    loadPage: fromPromise<LoadedPage, Parameters<LoadPage>[0]>(async () => {
      throw new Error('loadPage not provided');
    }),
    /** Forwards engine pushes as RECEIVED / UPSERT events. */
    engineEvents: fromCallback<EventObject, { conversationID: string }>(() => () => undefined),
  },
  delays: { blink: BLINK_MS },
  guards: {
    canLoadMore: ({ context }) => !context.isCompleted && context.nextReqMessageID !== '',
    targetLoaded: ({ context, event }) => event.type === 'TARGET' && context.messages.some((m) => m.ID === event.messageID),
    pendingLoaded: ({ context }) => context.pendingTargetID !== null && context.messages.some((m) => m.ID === context.pendingTargetID),
    canSeek: ({ context }) => context.pendingTargetID !== null && !context.isCompleted && context.nextReqMessageID !== '' && context.seekPages < MAX_SEEK_PAGES,
    /**
     * The first unread message is further back than the history read so far, or is its oldest
     * message (a page more shows what came before it, and the list does not open at its very
     * top, where Virtuoso's history loading would move it); not when a search result is shown.
     */
    unreadFurtherBack: ({ context }) => {
      if (context.pendingTargetID !== null || context.isCompleted || context.nextReqMessageID === '' || context.unreadPages >= UNREAD_SEEK_PAGES) return false;
      const first = firstUnreadOf(context.messages, context.unreadCount);
      return !first.complete || (first.messageID !== null && first.messageID === context.messages[0]?.ID);
    },
  },
  actions: {
    applyReceived: assign(({ context, event }) => {
      if (event.type !== 'RECEIVED') return {};
      const own = event.messages.filter((m) => m.conversationID === context.conversationID);
      if (own.length === 0) return {};
      return afterNewest(context, mergeMessages(context.messages, own));
    }),
    applyUpsert: assign(({ context, event }) => {
      if (event.type !== 'UPSERT') return {};
      const own = event.messages.filter((m) => m.conversationID === context.conversationID);
      if (own.length === 0) return {};
      return afterNewest(context, mergeMessages(context.messages, own));
    }),
    applyViewport: assign(({ context, event }) => {
      if (event.type !== 'VIEWPORT') return {};
      const next = { ...context, farFromBottom: event.farFromBottom, newestVisible: event.newestVisible };
      // At the bottom again: nothing is new any more.
      return { farFromBottom: next.farFromBottom, newestVisible: next.newestVisible, newCount: buttonShows(next) ? context.newCount : 0 };
    }),
    jumpToBottom: assign(({ context }) => ({ newCount: 0, scroll: { kind: 'bottom', seq: nextSeq(context.scroll) } })),
    scrollToTarget: assign(({ context, event }) => {
      if (event.type !== 'TARGET') return {};
      return { blinkID: event.messageID, pendingTargetID: null, scroll: { kind: 'target', messageID: event.messageID, seq: nextSeq(context.scroll) } };
    }),
    rememberTarget: assign(({ event }) => (event.type === 'TARGET' ? { pendingTargetID: event.messageID, seekPages: 0 } : {})),
    scrollToPending: assign(({ context }) => ({
      blinkID: context.pendingTargetID,
      pendingTargetID: null,
      scroll: { kind: 'target', messageID: context.pendingTargetID!, seq: nextSeq(context.scroll) },
    })),
    dropPending: assign({ pendingTargetID: null }),
    /** An older page put in front: Virtuoso keeps the offset through the lowered firstItemIndex. */
    prependPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: LoadedPage }).output;
      const messages = mergeMessages(context.messages, page.messageList);
      return {
        messages,
        firstItemIndex: context.firstItemIndex - (messages.length - context.messages.length),
        nextReqMessageID: page.nextReqMessageID,
        isCompleted: page.isCompleted,
        scroll: { kind: 'keep', seq: nextSeq(context.scroll) },
      };
    }),
    endBlink: assign({ blinkID: null }),
    /**
     * Where the list opens: at a search result (which blinks) once loaded; else at the first
     * unread message under the divider; else at the newest message.
     */
    placeFirstScroll: assign(({ context }) => {
      const target = context.pendingTargetID;
      const found = target !== null && context.messages.some((m) => m.ID === target);
      const unreadDividerID = firstUnreadOf(context.messages, context.unreadCount).messageID;
      const seq = nextSeq(context.scroll);
      // A target further back stays pending: the history before it is sought (ready.idle).
      const scroll: ScrollCommand = found
        ? { kind: 'target', messageID: target, seq }
        : unreadDividerID !== null
          ? { kind: 'unread', messageID: unreadDividerID, seq }
          : { kind: 'bottom', seq };
      return { unreadDividerID, pendingTargetID: found ? null : target, blinkID: found ? target : null, scroll };
    }),
    jumpToUnread: assign(({ context }) =>
      context.unreadDividerID === null ? {} : { scroll: { kind: 'unread', messageID: context.unreadDividerID, seq: nextSeq(context.scroll) } },
    ),
  },
}).createMachine({
  id: 'messageList',
  type: 'parallel',
  context: ({ input }) => ({
    conversationID: input.conversationID,
    messages: [],
    nextReqMessageID: '',
    isCompleted: false,
    firstItemIndex: FIRST_ITEM_INDEX,
    scroll: null,
    blinkID: null,
    pendingTargetID: input.targetMessageID ?? null,
    seekPages: 0,
    farFromBottom: false,
    newestVisible: true,
    newCount: 0,
    unreadCount: 0,
    unreadDividerID: null,
    unreadPages: 0,
  }),
  invoke: { src: 'engineEvents', input: ({ context }) => ({ conversationID: context.conversationID }) },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ conversationID: context.conversationID }),
            onDone: {
              target: 'placing',
              actions: assign(({ context, event }) => ({
                messages: mergeMessages(context.messages, event.output.messageList),
                nextReqMessageID: event.output.nextReqMessageID,
                isCompleted: event.output.isCompleted,
                unreadCount: event.output.unreadCount ?? 0,
              })),
            },
            onError: 'failed',
          },
          on: { TARGET: { actions: 'rememberTarget' } },
        },
        /** The first page is in: history is read on until the first unread message is, then the list opens. */
        placing: {
          tags: ['loading'],
          always: [
            { guard: 'unreadFurtherBack', target: 'findingUnread' },
            { target: 'ready', actions: 'placeFirstScroll' },
          ],
        },
        findingUnread: {
          tags: ['loading'],
          entry: assign(({ context }) => ({ unreadPages: context.unreadPages + 1 })),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ conversationID: context.conversationID, nextReqMessageID: context.nextReqMessageID }),
            onDone: { target: 'placing', actions: 'prependPage' },
            // Opens with what it has: the divider above the oldest unread message read.
            onError: { target: 'ready', actions: 'placeFirstScroll' },
          },
          on: { TARGET: { actions: 'rememberTarget' } },
        },
        failed: { tags: ['failed'], on: { RETRY: 'loading' } },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              // A jump to a message not loaded yet (a search result): history is read page by
              // page until it is, then it is scrolled to and blinks; not found, the list stays.
              always: [
                { guard: 'pendingLoaded', actions: 'scrollToPending' },
                { guard: 'canSeek', target: 'seeking' },
                { guard: ({ context }) => context.pendingTargetID !== null, actions: 'dropPending' },
              ],
              on: { LOAD_MORE: { guard: 'canLoadMore', target: 'loadingMore' } },
            },
            loadingMore: {
              tags: ['loadingMore'],
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({ conversationID: context.conversationID, nextReqMessageID: context.nextReqMessageID }),
                onDone: { target: 'idle', actions: 'prependPage' },
                // History stays loadable: the next LOAD_MORE tries again.
                onError: 'idle',
              },
            },
            seeking: {
              tags: ['loadingMore'],
              entry: assign(({ context }) => ({ seekPages: context.seekPages + 1 })),
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({ conversationID: context.conversationID, nextReqMessageID: context.nextReqMessageID }),
                onDone: { target: 'idle', actions: 'prependPage' },
                onError: { target: 'idle', actions: 'dropPending' },
              },
            },
          },
          on: {
            SCROLL_BUTTON_CLICK: { actions: 'jumpToBottom' },
            JUMP_TO_UNREAD: { actions: 'jumpToUnread' },
            TARGET: [{ guard: 'targetLoaded', actions: 'scrollToTarget' }, { actions: 'rememberTarget' }],
          },
        },
      },
      on: {
        RECEIVED: { actions: 'applyReceived' },
        UPSERT: { actions: 'applyUpsert' },
        VIEWPORT: { actions: 'applyViewport' },
      },
    },
    blink: {
      initial: 'off',
      states: {
        off: { always: { guard: ({ context }) => context.blinkID !== null, target: 'on' } },
        on: {
          after: { blink: { target: 'off', actions: 'endBlink' } },
          // Another target restarts the 3 s.
          on: { TARGET: { guard: 'targetLoaded', target: 'on', reenter: true } },
        },
      },
    },
  },
});
