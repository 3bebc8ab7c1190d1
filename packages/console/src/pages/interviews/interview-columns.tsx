// The interview list's columns: candidate (opens the drawer), job, time, type, place, the two
// numbers (the recruiter's the invitation carries, the candidate's own), status with the outcome,
// and the row's actions: cancel and reschedule while it is to come, the outcome once it is past.
// The row of the interview named by ?id= is marked current.
import type { TFunction } from 'i18next';
import type { InterviewOutcome, InterviewRecord } from '@employment-cloud/api-contract';
import type { ConsoleKey } from '../../i18n-keys';
import { CalendarClock, CalendarX2, Eye } from 'lucide-react';
import { LinkButton, RowAction, RowActions, WrappedText, type ListColumn } from '../../kit';
import { ContactNumbers } from './contact-numbers';
import { canChange, canRecordOutcome, candidateText, placeText, statusText, timeText, typeText } from './interview-labels';
import { OutcomeSelect } from './outcome-select';

export interface InterviewRowActions {
  show: (interview: InterviewRecord) => void;
  cancel: (interview: InterviewRecord) => void;
  reschedule: (interview: InterviewRecord) => void;
  outcome: (interview: InterviewRecord, outcome: InterviewOutcome) => void;
}

export function interviewColumns(t: TFunction, current: number | undefined, actions: InterviewRowActions): ListColumn<InterviewRecord>[] {
  return [
    {
      id: 'candidate',
      header: t('interviews.candidate'),
      cell: ({ row }) => (
        <LinkButton type="button" aria-current={row.original.id === current ? 'true' : undefined} onClick={() => actions.show(row.original)}>
          {candidateText(row.original)}
        </LinkButton>
      ),
    },
    { accessorKey: 'jobTitle', header: t('interviews.job') },
    { id: 'time', header: t('interviews.time'), cell: ({ row }) => timeText(row.original.interviewTime) },
    { id: 'type', header: t('interviews.type'), cell: ({ row }) => typeText(t, row.original.interviewType) },
    { id: 'place', header: t('interviews.place'), cell: ({ row }) => <WrappedText>{placeText(row.original, t)}</WrappedText> },
    { id: 'contact', header: t('interviews.contact'), cell: ({ row }) => <ContactNumbers t={t} interview={row.original} /> },
    { id: 'status', header: t('interviews.status'), cell: ({ row }) => statusText(t, row.original) },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const interview = row.original;
        const named = (action: ConsoleKey) => `${t(action)} ${candidateText(interview)} ${timeText(interview.interviewTime)}`;
        return (
          <RowActions>
            <RowAction icon={Eye} aria-label={named('interviews.view')} onClick={() => actions.show(interview)}>
              {t('interviews.view')}
            </RowAction>
            {canChange(interview) && (
              <>
                <RowAction icon={CalendarClock} aria-label={named('interviews.reschedule')} onClick={() => actions.reschedule(interview)}>
                  {t('interviews.reschedule')}
                </RowAction>
                <RowAction icon={CalendarX2} data-danger aria-label={named('interviews.cancel')} onClick={() => actions.cancel(interview)}>
                  {t('interviews.cancel')}
                </RowAction>
              </>
            )}
            {canRecordOutcome(interview) && <OutcomeSelect t={t} interview={interview} onOutcome={actions.outcome} />}
          </RowActions>
        );
      },
    },
  ];
}
