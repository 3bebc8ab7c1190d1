// Cancelling an interview asks first, with an optional reason for the candidate's card.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewRecord } from '@employment-cloud/api-contract';
import { controlProps, DangerButton, Field, PlainButton } from '../../kit';
import { DialogForm, RaisedBox, RaisedOverlay } from './dialog-form';
import { candidateText, timeText } from './interview-labels';

const REASON_MAX = 100;

export function CancelDialog({
  interview,
  busy,
  onCancel,
  onClose,
}: {
  interview: InterviewRecord | null;
  busy: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [interview?.id]);
  const error = reason.trim().length > REASON_MAX ? t('interviews.cancelReasonTooLong') : undefined;
  return (
    <Dialog.Root open={interview !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <RaisedOverlay />
        <RaisedBox role="alertdialog" style={{ width: 440 }}>
          <Dialog.Title>{t('interviews.cancelTitle')}</Dialog.Title>
          <Dialog.Description>
            {interview && t('interviews.cancelBody', { candidate: candidateText(interview), time: timeText(interview.interviewTime) })}
          </Dialog.Description>
          <DialogForm
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!error) onCancel(reason.trim());
            }}
          >
            <Field id="interview-cancel-reason" label={t('interviews.cancelReason')} error={error}>
              <textarea rows={3} {...controlProps('interview-cancel-reason', error)} value={reason} onChange={(event) => setReason(event.target.value)} />
            </Field>
            <footer>
              <PlainButton type="button" onClick={onClose}>
                {t('interviews.keep')}
              </PlainButton>
              <DangerButton type="submit" disabled={busy}>
                {t('interviews.cancelConfirm')}
              </DangerButton>
            </footer>
          </DialogForm>
        </RaisedBox>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
