// 'Invite to interview': the host's dialog (slots.interviewDialog) in a modal titled invite to
// interview; when the host created the interview, the widget sends the interview message.
import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentType } from 'react';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import type { InterviewDialogProps } from '../../provider/options-context';
import { InviteContent, InviteOverlay } from './interview-invite.styles';
import { useReturnFocus } from '../dialog/use-return-focus';
import { keepTabInside } from '../dialog/keep-tab-inside';

export interface InterviewInviteProps {
  open: boolean;
  dialog: ComponentType<InterviewDialogProps>;
  userID: string;
  conversationID: string;
  onClose(): void;
  onSent(interview: Record<string, unknown>): void;
}

export function InterviewInvite({ open, dialog: HostDialog, userID, conversationID, onClose, onSent }: InterviewInviteProps) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      {/* The Content inside the Overlay, as in views/dialog/dialog-layer.tsx: a long host form scrolls by wheel in a shadow root. */}
      <InviteOverlay>
        <InviteContent aria-describedby={undefined} onCloseAutoFocus={returnFocus} onKeyDown={keepTabInside}>
          <Dialog.Title>{t('composer.interview')}</Dialog.Title>
          {open && <HostDialog userID={userID} conversationID={conversationID} onClose={onClose} onSent={onSent} />}
        </InviteContent>
      </InviteOverlay>
    </Dialog.Root>
  );
}
