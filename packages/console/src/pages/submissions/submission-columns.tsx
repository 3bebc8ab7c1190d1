// The submission list's columns: the candidate's name (opens the resume; unread ones marked),
// their summary, the job, the status, when, and the row actions.
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import type { Submission } from '@employment-cloud/api-contract';
import type { Verdict } from '../../api/submissions.api';
import type { ConsoleKey } from '../../i18n-keys';
import { CalendarPlus, CircleHelp, Download, MessageSquare, ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { dateTimeText, LinkButton, type ListColumn, RowAction, RowActions, WrappedText } from '../../kit';
import { statusLabel, VERDICTS } from './submission-status';

const VERDICT_ICONS: Record<Verdict, LucideIcon> = { suitable: ThumbsUp, pending: CircleHelp, unsuitable: ThumbsDown };

const Unread = styled.span`
  margin-left: 4px;
  padding: 0 4px;
  border-radius: 2px;
  background: #c4321d;
  color: #fff;
  font-size: 12px;
`;

export interface SubmissionRowActions {
  show: (submission: Submission) => void;
  verdict: (submission: Submission, verdict: Verdict) => void;
  chat: (submission: Submission) => void;
  invite: (submission: Submission) => void;
  download: (submission: Submission) => void;
}

/** The candidate's sex, age, degree and experience in one line (the table's cell and the CSV's). */
export function candidateSummary(t: TFunction, { candidate: c }: Submission, sexLabel: (value: string | null) => string): string {
  return [
    sexLabel(c.sex),
    c.age === null ? '' : t('submissions.age', { count: c.age }),
    c.degree,
    c.workYears === null ? '' : t('submissions.workYears', { count: c.workYears }),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function submissionColumns(t: TFunction, actions: SubmissionRowActions, sexLabel: (value: string | null) => string): ListColumn<Submission>[] {
  return [
    {
      id: 'name',
      header: t('submissions.name'),
      cell: ({ row }) => (
        <>
          <LinkButton type="button" onClick={() => actions.show(row.original)}>
            {row.original.candidate.name}
          </LinkButton>
          {!row.original.viewed && <Unread>{t('submissions.unread')}</Unread>}
        </>
      ),
    },
    {
      id: 'candidate',
      header: t('submissions.candidate'),
      cell: ({ row }) => <WrappedText>{candidateSummary(t, row.original, sexLabel)}</WrappedText>,
    },
    { id: 'job', header: t('submissions.job'), cell: ({ row }) => row.original.job.title },
    { id: 'status', header: t('submissions.status'), cell: ({ row }) => t(statusLabel(row.original.status)) },
    {
      id: 'submittedAt',
      accessorKey: 'submittedAt',
      header: t('submissions.submittedAt'),
      enableSorting: true,
      cell: ({ row }) => dateTimeText(row.original.submittedAt),
    },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const submission = row.original;
        const named = (action: ConsoleKey) => `${t(action)} ${submission.candidate.name}`;
        return (
          <RowActions>
            {VERDICTS.map(({ verdict, label }) => (
              <RowAction
                key={verdict}
                icon={VERDICT_ICONS[verdict]}
                data-danger={verdict === 'unsuitable' || undefined}
                aria-label={named(label)}
                onClick={() => actions.verdict(submission, verdict)}
              >
                {t(label)}
              </RowAction>
            ))}
            <RowAction icon={MessageSquare} aria-label={named('submissions.chat')} onClick={() => actions.chat(submission)}>
              {t('submissions.chat')}
            </RowAction>
            <RowAction icon={CalendarPlus} aria-label={named('submissions.invite')} onClick={() => actions.invite(submission)}>
              {t('submissions.invite')}
            </RowAction>
            <RowAction icon={Download} aria-label={named('submissions.download')} onClick={() => actions.download(submission)}>
              {t('submissions.download')}
            </RowAction>
          </RowActions>
        );
      },
    },
  ];
}
