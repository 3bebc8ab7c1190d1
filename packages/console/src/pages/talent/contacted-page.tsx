// communicationIndex (/communication/index): the candidates the caller has chatted with, one row
// per candidate and job, last contact first, paged on the server; 继续沟通 opens the chat about
// that job when there is one.
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchContacted, type Candidate, type Contact } from '../../api/talent.api';
import { CalendarPlus } from 'lucide-react';
import { dateTimeText, ListPage, type ListColumn, useListPage, RowAction, RowActions } from '../../kit';
import { CandidateSummary } from './candidate-summary';
import { ChatButton } from './chat-action';
import { InviteDialog } from './invite-dialog';
import { TalentNav } from './talent-nav';

function contactColumns(t: TFunction, invite: (candidate: Candidate) => void): ListColumn<Contact>[] {
  return [
    { id: 'candidate', header: t('talent.candidate'), cell: ({ row }) => <CandidateSummary candidate={row.original.candidate} /> },
    { id: 'job', header: t('talent.job'), cell: ({ row }) => row.original.job?.title ?? t('talent.noJob') },
    { id: 'firstContactAt', header: t('talent.firstContactAt'), cell: ({ row }) => dateTimeText(row.original.firstContactAt) },
    { id: 'lastContactAt', header: t('talent.lastContactAt'), cell: ({ row }) => dateTimeText(row.original.lastContactAt) },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const contact = row.original;
        return (
          <RowActions>
            <ChatButton candidate={contact.candidate} jobId={contact.job?.id} label="talent.continueChat" />
            <RowAction icon={CalendarPlus} aria-label={`${t('talent.invite')} ${contact.candidate.name}`} onClick={() => invite(contact.candidate)}>
              {t('talent.invite')}
            </RowAction>
          </RowActions>
        );
      },
    },
  ];
}

export default function ContactedPage() {
  const { t } = useTranslation();
  const list = useListPage({ name: 'talent-contacted', filters: {}, request: ({ page, size }) => fetchContacted({ pageNum: page, pageSize: size }) });
  const [inviting, setInviting] = useState<Candidate | null>(null);
  const columns = useMemo(() => contactColumns(t, setInviting), [t]);

  return (
    <ListPage<Contact>
      list={list}
      title={t('menu.communicationIndex')}
      intro={<TalentNav />}
      label={t('talent.contactedLabel')}
      columns={columns}
      getRowId={(contact) => String(contact.id)}
      emptyText={t('talent.emptyContacted')}
    >
      <InviteDialog candidate={inviting} onClose={() => setInviting(null)} />
    </ListPage>
  );
}
