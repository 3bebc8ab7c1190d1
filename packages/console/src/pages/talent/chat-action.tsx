// 沟通: opens the console's chat modal on the candidate (the modal adds the credential's chat
// prefix to the platform user ID), about a job when the list knows one.
import { chatEvents } from '@employment-cloud/chat-widget';
import { useTranslation } from 'react-i18next';
import type { Candidate } from '../../api/talent.api';
import type { ConsoleKey } from '../../i18n-keys';
import { MessageSquare } from 'lucide-react';
import { RowAction } from '../../kit';

export function openChat(candidate: Candidate, jobId?: number): void {
  chatEvents.emit('open-chat', { userID: String(candidate.id), ...(jobId === undefined ? {} : { jobId }) });
}

export function ChatButton({ candidate, jobId, label = 'talent.chat' }: { candidate: Candidate; jobId?: number; label?: ConsoleKey }) {
  const { t } = useTranslation();
  return (
    <RowAction icon={MessageSquare} aria-label={`${t(label)} ${candidate.name}`} onClick={() => openChat(candidate, jobId)}>
      {t(label)}
    </RowAction>
  );
}
