// Rejecting a help sign-up asks for the reason (required, at most 200 characters, counted).
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HelpSignup } from '../../api/help.api';
import { controlProps, DangerButton, Field, PlainButton } from '../../kit';
import { DialogBox, DialogOverlay } from '../../ui/dialog';

export const REASON_MAX = 200;

const Box = styled(DialogBox)`
  width: 460px;
  top: 22%;
  form > div {
    grid-template-columns: minmax(0, 1fr);
  }
  form > div > label {
    padding-top: 0;
    text-align: left;
  }
  form > div .field-error {
    grid-column: 1;
  }
  .counter {
    margin: -8px 0 0;
    text-align: right;
    font-size: 12px;
    color: #606266;
  }
`;

export function RejectDialog({
  signup,
  busy,
  onReject,
  onClose,
}: {
  signup: HelpSignup | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setReason('');
    setTried(false);
  }, [signup?.id]);
  const length = reason.trim().length;
  const error = length > REASON_MAX ? t('help.rejectReasonTooLong') : tried && length === 0 ? t('help.rejectReasonRequired') : undefined;
  return (
    <Dialog.Root open={signup !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Box role="alertdialog">
          <Dialog.Title>{t('help.rejectTitle')}</Dialog.Title>
          <Dialog.Description>{signup && t('help.rejectBody', { person: signup.userName, project: signup.projectTitle })}</Dialog.Description>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTried(true);
              if (length > 0 && length <= REASON_MAX) onReject(reason.trim());
            }}
          >
            <Field id="help-reject-reason" label={t('help.rejectReason')} error={error} required>
              <textarea rows={4} {...controlProps('help-reject-reason', error)} value={reason} onChange={(event) => setReason(event.target.value)} />
            </Field>
            <p className="counter" aria-live="polite">
              {t('help.reasonCount', { count: length })}
            </p>
            <footer>
              <PlainButton type="button" onClick={onClose}>
                {t('help.keep')}
              </PlainButton>
              <DangerButton type="submit" disabled={busy}>
                {t('help.rejectConfirm')}
              </DangerButton>
            </footer>
          </form>
        </Box>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
