// Pending join applications of one group chat (docs/chat.md §2, §4, §8): the list, loaded at
// start and again on RELOAD (GROUP_LIST_UPDATED); the drawer, opened from the banner, where Agree
// or Reject handles one application at a time. A handled item fades for 150 ms and is removed; a
// failure is silently ignored (the item stays); the drawer closes when the list empties.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { GroupApplication, GroupApplicationsContext, GroupApplicationsEvent, GroupApplicationsInput, HandleRequest } from './group-applications.types';

/** docs/chat.md §4, §9: a handled application is removed after a 150 ms fade. */
export const FADE_MS = 150;

/** An application's identity: one pending application per applicant and group. */
export const applicationKey = (application: GroupApplication) => `${application.groupID}:${application.applicant}`;

/** A reloaded list, keeping the item being handled where it was until its fade is over. */
function withActive(list: GroupApplication[], context: GroupApplicationsContext): GroupApplication[] {
  const active = context.active?.application;
  if (!active || list.some((a) => applicationKey(a) === applicationKey(active))) return list;
  const index = context.applications.findIndex((a) => applicationKey(a) === applicationKey(active));
  const next = [...list];
  next.splice(index < 0 ? next.length : Math.min(index, next.length), 0, active);
  return next;
}

export const groupApplicationsMachine = setup({
  types: { context: {} as GroupApplicationsContext, events: {} as GroupApplicationsEvent, input: {} as GroupApplicationsInput },
  actors: {
    /** This group's pending applications. */
    fetchApplications: fromPromise<GroupApplication[], { groupID: string }>(async () => []),
    /** Agree or Reject one application. */
    handleApplication: fromPromise<void, HandleRequest>(async () => undefined),
    /** Sends RELOAD when the application list may have changed. */
    watchUpdates: fromCallback<GroupApplicationsEvent>(() => () => {}),
  },
  actions: {
    removeActive: assign(({ context }) => {
      const active = context.active?.application;
      return { applications: context.applications.filter((a) => !active || applicationKey(a) !== applicationKey(active)), active: null };
    }),
  },
  guards: {
    hasApplications: ({ context }) => context.applications.length > 0,
    isEmpty: ({ context }) => context.applications.length === 0,
  },
  delays: { fade: FADE_MS },
}).createMachine({
  id: 'groupApplications',
  context: ({ input }) => ({ groupID: input.groupID, applications: [], active: null }),
  invoke: { src: 'watchUpdates' },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'fetchApplications',
            input: ({ context }) => ({ groupID: context.groupID }),
            onDone: { target: 'loaded', actions: assign({ applications: ({ event, context }) => withActive(event.output, context) }) },
            // Silently ignored (docs/chat.md §8): the last list stays.
            onError: 'loaded',
          },
        },
        loaded: {},
      },
      on: { RELOAD: '.loading' },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: {
          // Closed while a request was out: its item stays until the reload that follows it.
          entry: assign({ active: null }),
          on: { OPEN: { guard: 'hasApplications', target: 'open' } },
        },
        open: {
          tags: ['open'],
          on: { CLOSE: 'closed' },
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'isEmpty', target: '#groupApplications.drawer.closed' },
              on: {
                HANDLE: { target: 'handling', actions: assign({ active: ({ event }) => ({ application: event.application, action: event.action }) }) },
              },
            },
            handling: {
              tags: ['handling'],
              invoke: {
                src: 'handleApplication',
                input: ({ context }) => context.active!,
                onDone: 'fading',
                // Silently ignored (docs/chat.md §8): the item stays.
                onError: { target: 'idle', actions: assign({ active: null }) },
              },
            },
            fading: {
              tags: ['fading'],
              // On CLOSE too: a handled item does not come back.
              exit: 'removeActive',
              after: { fade: 'idle' },
            },
          },
        },
      },
    },
  },
});
