// The group manage panel (docs/chat.md §2, §4, §6, §9): loads the group and its first member page
// (100, then more by offset), reloads them when the group list changes, shows one sub-view at a
// time (manage, member select with its purpose, member list, member profile, notice, admin
// settings) and runs one change at a time. After a dismiss or quit, or when the group is gone, it
// is done.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ActionOutcome, GroupAction, GroupManageContext, GroupManageEvent, GroupManageInput, LoadedGroup } from './group-manage.types';

/** docs/chat.md §9: member page size. */
export const MEMBER_PAGE_SIZE = 100;
/** docs/chat.md §4, §9: an individual mute lasts 30 days. */
export const MUTE_SECONDS = 2592000;

const asError = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return { code: typeof code === 'number' ? code : -1, message: typeof message === 'string' ? message : String(error) };
};
const leaves = (action: GroupAction) => action.kind === 'dismiss' || action.kind === 'quit';

let outcomes = 0;
const outcome = (action: GroupAction, error: ActionOutcome['error']): ActionOutcome => ({ id: ++outcomes, action, error });

export const groupManageMachine = setup({
  types: { context: {} as GroupManageContext, events: {} as GroupManageEvent, input: {} as GroupManageInput },
  actors: {
    /** The group's profile and its first member page. */
    loadGroup: fromPromise<LoadedGroup, { groupID: string }>(async () => {
      throw new Error('loadGroup not provided');
    }),
    /** The next member page from `offset`. */
    loadMembers: fromPromise<{ members: LoadedGroup['members']; offset: number }, { groupID: string; offset: number }>(async () => ({
      members: [],
      offset: 0,
    })),
    /** One change to the group (rejects with the engine's `{ code, message }`). */
    runAction: fromPromise<void, { groupID: string; action: GroupAction }>(async () => undefined),
    /** Sends RELOAD when the group list changes, GONE when the group left it. */
    watchGroup: fromCallback<GroupManageEvent, { groupID: string }>(() => () => {}),
  },
  actions: {
    open: assign(({ context, event }) => (event.type === 'OPEN' ? { view: event.view, back: [...context.back, context.view] } : {})),
    succeeded: assign(({ context }) => ({ outcome: outcome(context.pending!, null), pending: null })),
    back: assign(({ context }) => ({ view: context.back.at(-1) ?? { name: 'manage' as const }, back: context.back.slice(0, -1) })),
  },
  guards: {
    hasMore: ({ context }) => context.offset > 0,
    hasBack: ({ context }) => context.back.length > 0,
  },
}).createMachine({
  id: 'groupManage',
  context: ({ input }) => ({
    groupID: input.groupID,
    group: null as never,
    members: [],
    offset: 0,
    view: { name: 'manage' },
    back: [],
    outcome: null,
    pending: null,
    loadError: null,
  }),
  invoke: { src: 'watchGroup', input: ({ context }) => ({ groupID: context.groupID }) },
  on: {
    OPEN: { actions: 'open' },
    BACK: [{ guard: 'hasBack', actions: 'back' }, { target: '.closed' }],
    GONE: '.closed',
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadGroup',
        input: ({ context }) => ({ groupID: context.groupID }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, loadError: null })) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => asError(event.error).message }) },
      },
    },
    failed: { tags: ['failed'], on: { RELOAD: 'loading' } },
    ready: {
      // A change waits for nothing but another change: not for a reload or a page of members.
      on: { ACT: { target: '.acting', actions: assign({ pending: ({ event }) => event.action }) } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' },
            RELOAD: 'reloading',
          },
        },
        reloading: {
          tags: ['loading'],
          invoke: {
            src: 'loadGroup',
            input: ({ context }) => ({ groupID: context.groupID }),
            onDone: { target: 'idle', actions: assign(({ event }) => ({ ...event.output })) },
            onError: 'idle',
          },
          on: { RELOAD: { target: 'reloading', reenter: true } },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            src: 'loadMembers',
            input: ({ context }) => ({ groupID: context.groupID, offset: context.offset }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({ members: [...context.members, ...event.output.members], offset: event.output.offset })),
            },
            onError: 'idle',
          },
        },
        acting: {
          tags: ['pending'],
          // One change at a time. The group list's push of our own dismiss or quit may come
          // before the answer: the answer decides (its outcome is the toast).
          on: { ACT: { actions: [] }, GONE: { actions: [] } },
          invoke: {
            src: 'runAction',
            input: ({ context }) => ({ groupID: context.groupID, action: context.pending! }),
            onDone: [
              { guard: ({ context }) => leaves(context.pending!), target: '#groupManage.closed', actions: 'succeeded' },
              { guard: ({ context }) => context.view.name === 'select', target: 'reloading', actions: ['succeeded', 'back'] },
              { target: 'reloading', actions: 'succeeded' },
            ],
            // Refused: what the panel showed was likely stale, so the group is read again.
            onError: {
              target: 'reloading',
              actions: assign(({ context, event }) => ({ outcome: outcome(context.pending!, asError(event.error)), pending: null })),
            },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});
