// The two entry points of the invitation: the widget's toolbar slot (the widget's own modal
// around it, the widget sends the message) and a standalone dialog for console pages (the
// console opens the chat and sends the message itself).
import type { InterviewDialogProps } from '@employment-cloud/chat-widget';
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CenteredDialogBox, DialogOverlay } from '../ui/dialog';
import { toPayload, type InterviewForm as InterviewFormValues } from './interview.schema';
import { InterviewForm } from './interview-form';
import { useInterviewFlow, type InterviewFlowOptions } from './use-interview-flow';
import { useInterviewPrefill } from './use-interview-prefill';

/** The form bound to a flow; `onFinished` when the flow is done. */
function InterviewFlow({ onCancel, onFinished, ...options }: InterviewFlowOptions & { onCancel(): void; onFinished?(): void }) {
  const { t } = useTranslation();
  const actor = useInterviewFlow(options);
  const prefill = useInterviewPrefill(options.to);
  const jobs = useSelector(actor, (s) => s.context.jobs);
  const loading = useSelector(actor, (s) => s.matches('loadingJobs'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.matches('done'));
  const failedAt = useSelector(actor, (s) => (s.matches('failed') ? s.context.failedAt : null));
  const error = useSelector(actor, (s) => s.context.error ?? (s.context.jobsError && t('interview.jobsFailed', { reason: s.context.jobsError })));

  useEffect(() => {
    if (done) onFinished?.();
  }, [done, onFinished]);

  if (failedAt) {
    return (
      <>
        <Failed role="alert">{failedAt === 'openingChat' ? t('interview.openFailed', { reason: error }) : error}</Failed>
        <button type="button" onClick={onCancel}>
          {t('interview.close')}
        </button>
      </>
    );
  }
  const submit = (form: InterviewFormValues) => actor.send({ type: 'submit', payload: toPayload(form, options.to) });
  // The jobs show once the prefill is in too, so the prefill never lands on what the user typed.
  const ready = prefill !== undefined;
  return (
    <InterviewForm
      jobs={ready ? jobs : []}
      loading={loading || !ready}
      busy={busy || done}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
      prefill={prefill}
    />
  );
}

/** slots.interviewDialog of the chat widget: `userID` is the candidate's chat ID. */
export function InterviewDialog({ userID, onClose, onSent }: InterviewDialogProps) {
  return <InterviewFlow to={userID} mode="slot" onSent={onSent} onCancel={onClose} />;
}

export interface InviteToInterviewDialogProps {
  open: boolean;
  /** The candidate's chat ID (the user-ID prefix plus the candidate's user ID). */
  userID: string;
  onClose(): void;
}

/** The "invite" action of a console page: the whole flow, chat included. */
export function InviteToInterviewDialog({ open, userID, onClose }: InviteToInterviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content aria-describedby={undefined}>
          <Dialog.Title>{t('interview.title')}</Dialog.Title>
          {open && <InterviewFlow key={userID} to={userID} mode="standalone" onCancel={onClose} onFinished={onClose} />}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Content = styled(CenteredDialogBox)`
  h2 {
    margin: 0 0 16px;
  }
`;

const Failed = styled.p`
  color: #f56c6c;
`;
