// The submission list as CSV: the list's columns (姓名, 求职者信息, 投递职位, 状态, 投递时间) as the
// table writes them, for the selected rows or every row the filter finds.
import type { TFunction } from 'i18next';
import type { Submission } from '@employment-cloud/api-contract';
import { dateTimeText } from '../../kit';
import type { CsvCell } from '../../kit/export/download-csv';
import { candidateSummary } from './submission-columns';
import { statusLabel } from './submission-status';

export function submissionCsv(t: TFunction, rows: readonly Submission[], sexLabel: (value: string | null) => string) {
  const header = [t('submissions.name'), t('submissions.candidate'), t('submissions.job'), t('submissions.status'), t('submissions.submittedAt')];
  const body: CsvCell[][] = rows.map((s) => [
    s.candidate.name,
    candidateSummary(t, s, sexLabel),
    s.job.title,
    t(statusLabel(s.status)),
    dateTimeText(s.submittedAt),
  ]);
  return { header, rows: body };
}
