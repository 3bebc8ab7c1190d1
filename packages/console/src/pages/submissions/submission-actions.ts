// What the recruiter does with a submission, from its row or the drawer: a verdict (合适, 待定,
// 不合适: the company's score of the candidate, which the status follows), a chat about the
// job, and the resume file saved. Each success is told by a toast and the list and counts
// reload; a refusal is told by its server message.
import { chatEvents } from '@employment-cloud/chat-widget';
import type { TFunction } from 'i18next';
import type { ResumeFile, Submission, SubmissionDetail } from '@employment-cloud/api-contract';
import { locateResumeFile, scoreCandidate, type Verdict } from '../../api/submissions.api';
import { toastError, toastSuccess } from '../../api/toast';
import { downloadResume } from './resume-file';
import { VERDICTS } from './submission-status';

export interface SubmissionActionDeps {
  t: TFunction;
  /** Reloads the list, the counts and the drawer's resume. */
  reload: () => void;
}

/** The candidate and resume an action is about (a row, or the drawer's resume). */
export interface ActionTarget {
  candidateId: number;
  resumeId: number;
  jobId: number;
}

export const rowTarget = (s: Submission): ActionTarget => ({ candidateId: s.candidate.id, resumeId: s.resumeId, jobId: s.job.id });
export const detailTarget = (d: SubmissionDetail): ActionTarget => ({ candidateId: d.resume.profile.candidateId, resumeId: d.resume.id, jobId: d.job.id });

export function submissionActions({ t, reload }: SubmissionActionDeps) {
  return {
    async verdict(target: ActionTarget, verdict: Verdict) {
      // The score call answers its body as is, so its refusal is told here; a failure the policy
      // handles (HTTP errors, a lost session) rejects after its own toast.
      const body = await scoreCandidate(verdict, target.candidateId, target.resumeId).catch(() => null);
      if (!body) return;
      if (body.code !== 200) {
        toastError(body.msg);
        return;
      }
      toastSuccess(t('submissions.marked', { label: t(VERDICTS.find((v) => v.verdict === verdict)!.label) }));
      reload();
    },
    /** The chat modal with the candidate; the modal adds the chat prefix and links the job. */
    chat(target: ActionTarget) {
      chatEvents.emit('open-chat', { userID: String(target.candidateId), jobId: target.jobId });
    },
    /** Saves the resume file: the drawer knows it, a row asks where it is first. */
    async download(target: ActionTarget, file?: ResumeFile) {
      try {
        await downloadResume(file ?? (await locateResumeFile(target.resumeId)), t('submissions.unsafeFile'));
      } catch (error) {
        // A failed call has been told by the error policy; an unsafe address is told here.
        if (error instanceof Error && error.message === t('submissions.unsafeFile')) toastError(error.message);
      }
    },
  };
}
