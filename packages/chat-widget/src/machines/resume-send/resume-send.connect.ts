// The resume-send snapshot as the button and its chooser read it.
import type { SnapshotFrom } from 'xstate';
import type { resumeSendMachine } from './resume-send.machine';
import type { CandidateResume } from './resume-send.types';

export interface ResumeSendView {
  busy: boolean;
  choosing: boolean;
  resumes: CandidateResume[];
}

export function resumeSendView(snapshot: SnapshotFrom<typeof resumeSendMachine>): ResumeSendView {
  return { busy: snapshot.hasTag('busy'), choosing: snapshot.hasTag('choosing'), resumes: snapshot.context.resumes };
}

export const sameResumeSendView = (a: ResumeSendView, b: ResumeSendView) => a.busy === b.busy && a.choosing === b.choosing && a.resumes === b.resumes;
