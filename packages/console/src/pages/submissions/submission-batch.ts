// What the recruiter does with the selected submissions at once: one verdict for each candidate
// (one company-score call each, one toast for the batch), their resumes as one zip, and the CSV
// of the selection or, with none, of every row the filter finds. The list and counts reload
// after a verdict.
import type { TFunction } from 'i18next';
import type { Submission, SubmissionQuery } from '@employment-cloud/api-contract';
import { fetchResumesZip, fetchSubmissions, scoreCandidate, type Verdict } from '../../api/submissions.api';
import { toastError, toastSuccess } from '../../api/toast';
import { dateText, fetchAllPages, saveBlob } from '../../kit';
import { downloadCsv } from '../../kit/export/download-csv';
import { submissionCsv } from './submission-csv';
import { VERDICTS } from './submission-status';

export interface SubmissionBatchDeps {
  t: TFunction;
  /** Reloads the list and the counts. */
  reload: () => void;
  sexLabel: (value: string | null) => string;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const today = () => dateText(new Date().toISOString());

export function submissionBatch({ t, reload, sexLabel }: SubmissionBatchDeps) {
  return {
    /** The verdict is the candidate's (every submission of theirs follows): one call per candidate. */
    async verdict(rows: readonly Submission[], verdict: Verdict) {
      const candidates = [...new Map(rows.map((s) => [s.candidate.id, s])).values()];
      const results = await Promise.allSettled(
        candidates.map(async (s) => {
          const body = await scoreCandidate(verdict, s.candidate.id, s.resumeId);
          if (body.code !== 200) throw new Error(body.msg);
        }),
      );
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      const label = t(VERDICTS.find((v) => v.verdict === verdict)!.label);
      const done = results.length - failed.length;
      if (failed.length === 0) toastSuccess(t('submissions.batchMarked', { count: done, label }));
      else toastError(t('submissions.batchMarkFailed', { done, failed: failed.length, label, reason: reasonOf(failed[0]!.reason) }));
      reload();
    },
    /** The resumes as one zip; a refusal has been told by the error policy. */
    async zip(rows: readonly Submission[]) {
      try {
        saveBlob(t('submissions.zipFile', { date: today() }), await fetchResumesZip(rows.map((s) => s.id)));
      } catch {
        // Told by the client's error policy.
      }
    },
    /** The CSV of `rows`, or of every row of `query` when none are chosen. */
    async exportCsv(rows: readonly Submission[], query: Omit<SubmissionQuery, 'pageNum' | 'pageSize'>) {
      try {
        const all = rows.length > 0 ? rows : await fetchAllPages((pageNum, pageSize) => fetchSubmissions({ ...query, pageNum, pageSize }));
        const csv = submissionCsv(t, all, sexLabel);
        downloadCsv(t('submissions.csvFile', { date: today() }), csv.header, csv.rows);
      } catch {
        // Told by the client's error policy.
      }
    },
  };
}
