// The batch 邀请面试 of a console page: one form (job, mobile, type, place, time, remark) whose
// interview is created for each candidate (batch-invite.ts), then one toast says how it went.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CenteredDialogBox, DialogOverlay } from '../ui/dialog';
import { inviteEach, type BatchInviteResult, type Invitee } from './batch-invite';
import { fetchPublishedJobs } from './interview.api';
import { toPayload, type InterviewForm as InterviewFormValues } from './interview.schema';
import { useInterviewServices } from './interview.services';
import type { Job } from './interview.types';
import { InterviewForm, type InterviewPrefill } from './interview-form';
import { fetchInterviewPrefill } from './use-interview-prefill';

export interface BatchInviteDialogProps {
  open: boolean;
  invitees: readonly Invitee[];
  /** The job the form starts with (the selected submissions' one, when they share it). */
  jobId?: number;
  /** `result` when the invitations were sent. */
  onClose(result?: BatchInviteResult): void;
}

function BatchInviteFlow({ invitees, jobId, onClose }: Omit<BatchInviteDialogProps, 'open'>) {
  const { t } = useTranslation();
  const services = useInterviewServices();
  const [jobs, setJobs] = useState<Job[] | null>(null);
  const [prefill, setPrefill] = useState<InterviewPrefill>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { fetcher } = services;
  const first = invitees[0]?.to ?? '';

  useEffect(() => {
    let live = true;
    fetchPublishedJobs(fetcher).then(
      (list) => live && setJobs(list),
      (failure: unknown) => {
        if (!live) return;
        setJobs([]);
        setError(t('interview.jobsFailed', { reason: failure instanceof Error ? failure.message : String(failure) }));
      },
    );
    // The recruiter's mobile (the chat's job is the first candidate's only: the shared job is given).
    void fetchInterviewPrefill(fetcher, first).then(
      (found) => live && setPrefill({ ...(found.mobile ? { mobile: found.mobile } : {}), ...(jobId ? { jobId } : {}) }),
    );
    return () => {
      live = false;
    };
  }, [fetcher, first, jobId, t]);

  const submit = async (form: InterviewFormValues) => {
    setBusy(true);
    const { to: _to, ...payload } = toPayload(form, '');
    const result = await inviteEach(services, payload, invitees, t('interview.chatUnavailable'));
    setBusy(false);
    const { invited, failed, unsent } = result;
    if (failed.length === 0 && unsent.length === 0) services.toast.success(t('interview.batchInvited', { count: invited }));
    else if (failed.length === 0)
      services.toast.success(t('interview.batchInvitedUnsent', { count: invited, unsent: unsent.length, reason: unsent[0]!.reason }));
    else {
      services.toast.error(t('interview.batchInviteFailed', { done: invited, failed: failed.length, name: failed[0]!.name, reason: failed[0]!.reason }));
      // Nobody invited: the form stays, with the reason.
      if (invited === 0) {
        setError(failed[0]!.reason);
        return;
      }
    }
    onClose(result);
  };

  const ready = jobs !== null && prefill !== undefined;
  return (
    <>
      <Who>{t('interview.batchWho', { count: invitees.length, names: invitees.map((i) => i.name).join('、') })}</Who>
      <InterviewForm
        jobs={ready ? jobs : []}
        loading={!ready}
        busy={busy}
        error={error}
        onSubmit={(form) => void submit(form)}
        onCancel={() => onClose()}
        prefill={prefill}
      />
    </>
  );
}

export function BatchInviteDialog({ open, onClose, ...flow }: BatchInviteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content aria-describedby={undefined}>
          <Dialog.Title>{t('interview.batchTitle', { count: flow.invitees.length })}</Dialog.Title>
          {open && <BatchInviteFlow {...flow} onClose={onClose} />}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Content = styled(CenteredDialogBox)`
  max-width: min(640px, calc(100vw - 32px));
`;

const Who = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: #606266;
  white-space: normal;
`;
