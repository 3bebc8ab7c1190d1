// The resume-send machine without a DOM: what it does with none, one or several resumes, and
// with a failed load; and how the server's list is read.
import { createActor, fromPromise, waitFor } from 'xstate';
import { resumeListOf, resumeMessageData, resumeSendMachine, type CandidateResume } from '.';

const A: CandidateResume = { id: 11, name: '前端工程师简历', fileName: '张三-前端.pdf', updatedAt: '2026-11-01' };
const B: CandidateResume = { id: 12, name: '产品经理简历', fileName: '张三-产品.docx', updatedAt: '2026-11-02' };

function run(load: () => Promise<CandidateResume[]>) {
  const log: string[] = [];
  const actor = createActor(
    resumeSendMachine.provide({
      actors: { loadResumes: fromPromise(load) },
      actions: {
        sendResume: (_, { resume }) => void log.push(`send ${resume.id}`),
        notifyNone: () => void log.push('none'),
        notifyFailed: (_, { error }) => void log.push(`failed ${(error as Error).message}`),
      },
    }),
  ).start();
  return { actor, log };
}

it('sends the only resume at once', async () => {
  const { actor, log } = run(async () => [A]);
  actor.send({ type: 'START' });
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  await waitFor(actor, (s) => s.matches('idle'));
  expect(log).toEqual(['send 11']);
});

it('lets the candidate choose among several, and sends the one picked', async () => {
  const { actor, log } = run(async () => [A, B]);
  actor.send({ type: 'START' });
  await waitFor(actor, (s) => s.hasTag('choosing'));
  expect(actor.getSnapshot().context.resumes).toEqual([A, B]);
  actor.send({ type: 'PICK', id: 99 }); // not offered: ignored
  expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
  actor.send({ type: 'PICK', id: 12 });
  expect(log).toEqual(['send 12']);
  expect(actor.getSnapshot().matches('idle')).toBe(true);
  expect(actor.getSnapshot().context.resumes).toEqual([]);
});

it('closing the chooser sends nothing', async () => {
  const { actor, log } = run(async () => [A, B]);
  actor.send({ type: 'START' });
  await waitFor(actor, (s) => s.hasTag('choosing'));
  actor.send({ type: 'CLOSE' });
  expect(actor.getSnapshot().matches('idle')).toBe(true);
  expect(log).toEqual([]);
});

it('says when there is no resume, and when the list failed; a second press tries again', async () => {
  let answer: () => Promise<CandidateResume[]> = async () => [];
  const { actor, log } = run(() => answer());
  actor.send({ type: 'START' });
  await waitFor(actor, (s) => s.matches('idle') && log.length === 1);
  answer = async () => {
    throw new Error('403');
  };
  actor.send({ type: 'START' });
  await waitFor(actor, (s) => s.matches('idle') && log.length === 2);
  answer = async () => [B];
  actor.send({ type: 'START' });
  await waitFor(actor, (s) => s.matches('idle') && log.length === 3);
  expect(log).toEqual(['none', 'failed 403', 'send 12']);
});

describe('the list from front/v1/candidate/resumes', () => {
  it('keeps entries with an ID and a file name; a missing name falls back to the file name', () => {
    expect(
      resumeListOf({
        list: [A, { id: '13', fileName: 'cv.pdf' }, { id: 14, name: 'no file' }, { name: 'no id', fileName: 'x.pdf' }, null],
      }),
    ).toEqual([A, { id: 13, name: 'cv.pdf', fileName: 'cv.pdf', updatedAt: '' }]);
  });

  it('refuses an answer without a list (a failure, not "no resume")', () => {
    expect(() => resumeListOf(null)).toThrow();
    expect(() => resumeListOf({ rows: [] })).toThrow();
  });

  it('makes the resume_custom data docs/chat.md §3 names: id, and the file name as text', () => {
    expect(resumeMessageData(A)).toEqual({ businessID: 'resume_custom', id: 11, text: '张三-前端.pdf' });
  });
});
