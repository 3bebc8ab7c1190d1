import { createActor, fromPromise, waitFor } from 'xstate';
import { interviewMachine, type InterviewMode } from './interview.machine';
import type { Interview, InterviewPayload, Job } from './interview.types';

const job: Job = { id: 7, title: 'Java', address: 'A road', latitude: 31, longitude: 121 };
const payload: InterviewPayload = {
  jobId: 7,
  mobile: '13800138000',
  interviewType: 2,
  address: 'A road',
  meetingLink: '',
  latitude: 31,
  longitude: 121,
  interviewTime: '2030-01-15 09:00:00',
  remark: '',
  to: 'u_c1',
};
const created: Interview = { id: 42, jobId: 7 };

/** The machine with recording fakes; `overrides` replace single actors. */
function start(mode: InterviewMode, overrides: Partial<Record<'createInterview' | 'linkChat' | 'openChat' | 'loadJobs', unknown>> = {}) {
  const log: string[] = [];
  const machine = interviewMachine.provide({
    actors: {
      loadJobs: fromPromise(async () => [job]),
      createInterview: fromPromise(async ({ input }: { input: InterviewPayload }) => {
        log.push(`create ${input.interviewTime} ${input.to}`);
        return created;
      }),
      linkChat: fromPromise(async ({ input }: { input: { to: string; jobId: number } }): Promise<{ firstTalk: boolean }> => {
        log.push(`link ${input.to} ${input.jobId}`);
        return { firstTalk: true };
      }),
      openChat: fromPromise(async ({ input }: { input: { to: string; interview: Interview } }) => {
        log.push(`open ${input.to} ${input.interview.id}`);
      }),
      ...(overrides as object),
    },
    actions: {
      notifySuccess: () => log.push('toast success'),
      announceSent: (_, params) => log.push(`sent ${params.interview.id}`),
      trackFirstReply: (_, params) => log.push(`first reply ${params.to} ${params.jobId}`),
      notifyOpenFailed: (_, params) => log.push(`toast open failed: ${params.reason}`),
    },
    delays: { chatOpenDelay: 0 },
  });
  const actor = createActor(machine, { input: { to: 'u_c1', mode } }).start();
  return { actor, log };
}

it('loads the published jobs, then edits', async () => {
  const { actor } = start('standalone');
  await waitFor(actor, (s) => s.matches('editing'));
  expect(actor.getSnapshot().context.jobs).toEqual([job]);
});

it('keeps editing with the reason when the jobs cannot be loaded', async () => {
  const { actor } = start('standalone', { loadJobs: fromPromise(async () => Promise.reject(new Error('offline'))) });
  await waitFor(actor, (s) => s.matches('editing'));
  expect(actor.getSnapshot().context.jobsError).toBe('offline');
});

it('standalone: creates, links, announces, opens the chat and tracks the first talk', async () => {
  const { actor, log } = start('standalone');
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'submit', payload });
  await waitFor(actor, (s) => s.matches('done'));
  expect(log).toEqual(['create 2030-01-15 09:00:00 u_c1', 'link u_c1 7', 'toast success', 'sent 42', 'open u_c1 42', 'first reply u_c1 7']);
});

it('standalone: no first-reply event when the candidate was talked to before', async () => {
  const { actor, log } = start('standalone', { linkChat: fromPromise(async () => ({ firstTalk: false })) });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'submit', payload });
  await waitFor(actor, (s) => s.matches('done'));
  expect(log.some((line) => line.startsWith('first reply'))).toBe(false);
  expect(log).toContain('open u_c1 42');
});

it('waits for the chat open delay before opening the chat', async () => {
  let opened = false;
  const machine = interviewMachine.provide({
    actors: {
      loadJobs: fromPromise(async (): Promise<Job[]> => []),
      createInterview: fromPromise(async () => created),
      openChat: fromPromise(async () => {
        opened = true;
      }),
    },
    delays: { chatOpenDelay: 60_000 },
  });
  const actor = createActor(machine, { input: { to: 'u_c1', mode: 'standalone' } }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'submit', payload });
  await waitFor(actor, (s) => s.matches('waitingToOpen'));
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  expect(opened).toBe(false);
  actor.stop();
});

it('slot: the widget sends the message, so the flow ends after announcing', async () => {
  const { actor, log } = start('slot');
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'submit', payload });
  await waitFor(actor, (s) => s.matches('done'));
  expect(log).toEqual(['create 2030-01-15 09:00:00 u_c1', 'link u_c1 7', 'toast success', 'sent 42']);
});

it('a refused create goes back to editing with the server message', async () => {
  const { actor, log } = start('standalone', {
    createInterview: fromPromise(async () => Promise.reject(new Error('面试时间不能早于当前时间'))),
  });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'submit', payload });
  await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
  expect(actor.getSnapshot().context.error).toBe('面试时间不能早于当前时间');
  expect(log).toEqual([]);
  actor.send({ type: 'submit', payload });
  await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
  expect(actor.getSnapshot().context.payload).toEqual(payload);
});

it('a failed linkage fails the flow before anything is announced', async () => {
  const { actor, log } = start('standalone', { linkChat: fromPromise(async () => Promise.reject(new Error('no card'))) });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'submit', payload });
  await waitFor(actor, (s) => s.matches('failed'));
  expect(actor.getSnapshot().context).toMatchObject({ error: 'no card', failedAt: 'linking' });
  expect(log).toEqual(['create 2030-01-15 09:00:00 u_c1']);
});

it('a chat that cannot be opened fails with the reason, toasted', async () => {
  const { actor, log } = start('standalone', { openChat: fromPromise(async () => Promise.reject(new Error('not logged in'))) });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'submit', payload });
  await waitFor(actor, (s) => s.matches('failed'));
  expect(actor.getSnapshot().context).toMatchObject({ error: 'not logged in', failedAt: 'openingChat' });
  expect(log).toEqual(['create 2030-01-15 09:00:00 u_c1', 'link u_c1 7', 'toast success', 'sent 42', 'toast open failed: not logged in']);
});
