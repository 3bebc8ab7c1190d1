// Cancel and reschedule: the dialogs' state, the server calls, then the updated interview card
// sent to the candidate through the chat (InterviewServices.sendInterviewMessage, which the
// layout provides over the widget's engine). A card that cannot be sent is told, the change
// stays made.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import type { InterviewOutcome, InterviewRecord } from '@employment-cloud/api-contract';
import { cancelInterview, recordInterviewOutcome, rescheduleInterview } from '../../api/interviews.api';
import { toastError, toastSuccess } from '../../api/toast';
import type { TopicKey } from '../../i18n-keys';
import { useInterviewServices } from '../../interview/interview.services';
import { chatIDOf } from '../../session/chat-link';
import { updatedInterviewCard, type InterviewChange } from './interview-card';

export function useInterviewChanges(onChanged: (interview: InterviewRecord) => void) {
  const { t } = useTranslation();
  const { sendInterviewMessage } = useInterviewServices();
  const [cancelling, setCancelling] = useState<InterviewRecord | null>(null);
  const [rescheduling, setRescheduling] = useState<InterviewRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');

  const notify = async (updated: InterviewRecord, change: InterviewChange) => {
    try {
      if (!sendInterviewMessage) throw new Error(t('interview.chatUnavailable'));
      // The server's chat ID of the candidate (right even before the chat connects), else ours.
      const to = updated.to || chatIDOf(updated.candidateId);
      const summary = t(change.kind === 'cancelled' ? 'interviews.summaryCancelled' : 'interviews.summaryRescheduled');
      await sendInterviewMessage(to, updatedInterviewCard(t, updated, change), summary);
    } catch (error) {
      toastError(t('interviews.notifyFailed', { reason: error instanceof Error ? error.message : String(error) }));
    }
  };

  const run = async (call: () => Promise<InterviewRecord>, change: InterviewChange, done: TopicKey<'interviews'>) => {
    setBusy(true);
    setServerError('');
    try {
      const updated = await call();
      setCancelling(null);
      setRescheduling(null);
      toastSuccess(t(done));
      onChanged(updated);
      await notify(updated, change);
    } catch (error) {
      // The error policy has toasted it; the dialog keeps it beside the field.
      setServerError(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    cancelling,
    rescheduling,
    serverError,
    askCancel: (interview: InterviewRecord) => setCancelling(interview),
    askReschedule: (interview: InterviewRecord) => {
      setServerError('');
      setRescheduling(interview);
    },
    close: () => {
      setCancelling(null);
      setRescheduling(null);
      setServerError('');
    },
    cancel: (reason: string) => cancelling && run(() => cancelInterview(cancelling.id), { kind: 'cancelled', reason }, 'interviews.cancelled'),
    reschedule: (change: { interviewTime: string; meetingLink?: string }) =>
      rescheduling && run(() => rescheduleInterview(rescheduling.id, change), { kind: 'rescheduled' }, 'interviews.rescheduled'),
    /** Its outcome is the recruiter's own record: the candidate is sent nothing. */
    recordOutcome: async (interview: InterviewRecord, outcome: InterviewOutcome) => {
      try {
        onChanged(await recordInterviewOutcome(interview.id, outcome));
        toastSuccess(t('interviews.outcomeRecorded'));
      } catch {
        // The error policy has toasted it; the select shows the outcome still stored.
        onChanged(interview);
      }
    },
  };
}
