// The candidate sends a resume (docs/chat.md §3 resume_custom): pressing 发送简历 loads their
// resumes; one is sent at once, several open a chooser, none or a failed load is a notice.
import { assign, fromPromise, setup } from 'xstate';
import type { CandidateResume, ResumeSendContext, ResumeSendEvent } from './resume-send.types';

export const resumeSendMachine = setup({
  types: { context: {} as ResumeSendContext, events: {} as ResumeSendEvent },
  actors: {
    /** The candidate's resumes (the host's GET front/v1/candidate/resumes). */
    loadResumes: fromPromise<CandidateResume[]>(async () => []),
  },
  actions: {
    /** Sends the resume as a resume_custom message in the conversation. */
    sendResume: (_, _params: { resume: CandidateResume }) => {},
    /** 您还没有简历. */
    notifyNone: () => {},
    /** The resumes could not be loaded. */
    notifyFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    none: (_, params: { resumes: CandidateResume[] }) => params.resumes.length === 0,
    one: (_, params: { resumes: CandidateResume[] }) => params.resumes.length === 1,
  },
}).createMachine({
  id: 'resumeSend',
  context: { resumes: [] },
  initial: 'idle',
  states: {
    idle: {
      // Emptied on entry, after a pick's send has read the list (exit actions would run before it).
      entry: assign({ resumes: [] }),
      on: { START: 'loading' },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadResumes',
        onDone: [
          { guard: { type: 'none', params: ({ event }) => ({ resumes: event.output }) }, target: 'idle', actions: 'notifyNone' },
          {
            guard: { type: 'one', params: ({ event }) => ({ resumes: event.output }) },
            target: 'idle',
            actions: { type: 'sendResume', params: ({ event }) => ({ resume: event.output[0]! }) },
          },
          { target: 'choosing', actions: assign({ resumes: ({ event }) => event.output }) },
        ],
        onError: { target: 'idle', actions: { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    choosing: {
      tags: ['choosing'],
      on: {
        PICK: [
          {
            guard: ({ context, event }) => context.resumes.some((resume) => resume.id === event.id),
            target: 'idle',
            actions: { type: 'sendResume', params: ({ context, event }) => ({ resume: context.resumes.find((resume) => resume.id === event.id)! }) },
          },
        ],
        CLOSE: 'idle',
      },
    },
  },
});
