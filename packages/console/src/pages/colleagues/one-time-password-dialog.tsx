// The one-time password the server answers once (a new colleague, a reset): shown here with a copy
// button and never again; closing the dialog forgets it.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlainButton, PrimaryButton } from '../../kit';
import { DialogBox, DialogOverlay } from '../../ui/dialog';

const Box = styled(DialogBox)`
  width: 420px;
  output {
    display: block;
    margin: 12px 0;
    padding: 8px 12px;
    font:
      600 20px/1.4 ui-monospace,
      monospace;
    letter-spacing: 1px;
    background: #f4f4f5;
    border-radius: 4px;
    user-select: all;
  }
  p {
    margin: 0;
    color: #303133;
  }
  .warning {
    color: #a14d00;
    margin-top: 8px;
  }
`;

export interface OneTimePassword {
  /** Whose password, as the dialog names them. */
  name: string;
  username: string;
  password: string;
  reason: 'created' | 'reset';
}

export function OneTimePasswordDialog({ shown, onClose }: { shown: OneTimePassword | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'' | 'copied' | 'failed'>('');
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopied('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the password is selectable.
      setCopied('failed');
    }
  };
  const close = () => {
    setCopied('');
    onClose();
  };
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Box onInteractOutside={(event) => event.preventDefault()}>
          <Dialog.Title>{shown?.reason === 'reset' ? t('colleagues.passwordResetTitle') : t('colleagues.createdTitle')}</Dialog.Title>
          <Dialog.Description>{shown ? t('colleagues.passwordFor', { name: shown.name, username: shown.username }) : ''}</Dialog.Description>
          <output aria-label={t('colleagues.oneTimePassword')} data-testid="one-time-password">
            {shown?.password}
          </output>
          <p className="warning">{t('colleagues.shownOnce')}</p>
          <p role="status">{copied === 'copied' ? t('colleagues.copied') : copied === 'failed' ? t('colleagues.copyFailed') : ''}</p>
          <footer>
            <PlainButton type="button" onClick={() => void copy()}>
              {t('colleagues.copy')}
            </PlainButton>
            <PrimaryButton type="button" onClick={close}>
              {t('colleagues.done')}
            </PrimaryButton>
          </footer>
        </Box>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
