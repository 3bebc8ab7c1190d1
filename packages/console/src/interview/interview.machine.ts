// The invitation flow (docs/console.md §4): load jobs → editing → submitting → linking → (sent) →
// after 500 ms opening chat → done, or failed. Every side effect is a named actor or action that
// the React layer (use-interview-flow.ts) and the tests provide.
import { assign, fromPromise, setup } from 'xstate';
import type { Interview, InterviewPayload, Job } from './interview.types';

export type InterviewMode = 'slot' | 'standalone';

export interface InterviewMachineInput {
  /** The candidate's chat ID. */
  to: string;
  /** slot: inside the widget's toolbar, which sends the message itself; standalone: from a console page. */
  mode: InterviewMode;
}

export interface InterviewContext extends InterviewMachineInput {
  jobs: Job[];
  jobsError: string | null;
  payload: InterviewPayload | null;
  interview: Interview | null;
  firstTalk: boolean;
  error: string | null;
  /** The step a failed flow stopped at: after the interview was created, the linkage or the chat. */
  failedAt: 'linking' | 'openingChat' | null;
}

export type InterviewEvent = { type: 'submit'; payload: InterviewPayload };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const interviewMachine = setup({
  // xstate's type-only slot: the rule misreads it, and without the assertion the machine is typed any.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  types: {} as { context: InterviewContext; events: InterviewEvent; input: InterviewMachineInput },
  actors: {
    loadJobs: fromPromise<Job[]>(async () => []),
    createInterview: fromPromise<Interview, InterviewPayload>(async () => {
      throw new Error('createInterview not provided');
    }),
    linkChat: fromPromise<{ firstTalk: boolean }, { to: string; jobId: number }>(async () => ({ firstTalk: false })),
    /** Opens the chat with the candidate, sends the interview message and shows that conversation. */
    openChat: fromPromise<void, { to: string; interview: Interview }>(async () => undefined),
  },
  actions: {
    /** Toast "added successfully". */
    notifySuccess: (_, _params: { interview: Interview }) => undefined,
    /** standalone: emit interview-sent; slot: the widget's onSent(interview). */
    announceSent: (_, _params: { interview: Interview }) => undefined,
    /** The first talk with this candidate: the console's first-reply tracking event. */
    trackFirstReply: (_, _params: { to: string; jobId: number }) => undefined,
    /** Toast "failed to open conversation" with the reason. */
    notifyOpenFailed: (_, _params: { reason: string }) => undefined,
  },
  guards: {
    inSlot: ({ context }) => context.mode === 'slot',
    firstTalk: ({ context }) => context.firstTalk,
  },
  delays: { chatOpenDelay: 500 },
}).createMachine({
  id: 'interview',
  context: ({ input }) => ({ ...input, jobs: [], jobsError: null, payload: null, interview: null, firstTalk: false, error: null, failedAt: null }),
  initial: 'loadingJobs',
  states: {
    loadingJobs: {
      invoke: {
        src: 'loadJobs',
        onDone: { target: 'editing', actions: assign({ jobs: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ jobsError: ({ event }) => reasonOf(event.error) }) },
      },
    },
    editing: {
      on: { submit: { target: 'submitting', actions: assign({ payload: ({ event }) => event.payload, error: null }) } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'createInterview',
        input: ({ context }) => context.payload!,
        onDone: { target: 'linking', actions: assign({ interview: ({ event }) => event.output }) },
        // The server's message (a rule, a past time): shown in the form, which stays editable.
        onError: { target: 'editing', actions: assign({ error: ({ event }) => reasonOf(event.error) }) },
      },
    },
    linking: {
      tags: ['busy'],
      invoke: {
        src: 'linkChat',
        input: ({ context }) => ({ to: context.to, jobId: context.payload!.jobId }),
        onDone: { target: 'sent', actions: assign({ firstTalk: ({ event }) => event.output.firstTalk }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => reasonOf(event.error), failedAt: 'linking' }) },
      },
    },
    sent: {
      tags: ['busy'],
      entry: [
        { type: 'notifySuccess', params: ({ context }) => ({ interview: context.interview! }) },
        { type: 'announceSent', params: ({ context }) => ({ interview: context.interview! }) },
      ],
      always: [{ guard: 'inSlot', target: 'done' }, { target: 'waitingToOpen' }],
    },
    waitingToOpen: { tags: ['busy'], after: { chatOpenDelay: 'openingChat' } },
    openingChat: {
      tags: ['busy'],
      invoke: {
        src: 'openChat',
        input: ({ context }) => ({ to: context.to, interview: context.interview! }),
        onDone: [
          {
            guard: 'firstTalk',
            target: 'done',
            actions: { type: 'trackFirstReply', params: ({ context }) => ({ to: context.to, jobId: context.payload!.jobId }) },
          },
          { target: 'done' },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => reasonOf(event.error), failedAt: 'openingChat' }),
            { type: 'notifyOpenFailed', params: ({ event }) => ({ reason: reasonOf(event.error) }) },
          ],
        },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
});
