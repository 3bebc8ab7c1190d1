// The candidates who applied to the company's jobs through the fair: name, job, time, and 沟通
// opening the chat on the candidate about that job (as the talent pages do).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFairApplications, type FairApplication } from '../../api/fairs.api';
import { dateTimeText, DataTable, type ListColumn, useActivePage, useListQuery } from '../../kit';
import { CandidateSummary } from '../talent/candidate-summary';
import { ChatButton } from '../talent/chat-action';

export function FairApplications({ fairId }: { fairId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const applications = useListQuery<FairApplication>('fair-applications', { params: { fairId, page, size }, active: useActivePage() }, () =>
    fetchFairApplications(fairId, { pageNum: page, pageSize: size }),
  );
  const columns = useMemo<ListColumn<FairApplication>[]>(
    () => [
      { id: 'candidate', header: t('fairs.candidate'), cell: ({ row }) => <CandidateSummary candidate={row.original.candidate} /> },
      { id: 'job', header: t('fairs.job'), cell: ({ row }) => row.original.job.title },
      { id: 'createdAt', header: t('fairs.appliedAt'), cell: ({ row }) => dateTimeText(row.original.createdAt) },
      {
        id: 'actions',
        header: t('kit.actions'),
        cell: ({ row }) => <ChatButton candidate={row.original.candidate} jobId={row.original.job.id} label="fairs.chat" />,
      },
    ],
    [t],
  );
  return (
    <DataTable<FairApplication>
      label={t('fairs.applicationsLabel')}
      columns={columns}
      rows={applications.rows}
      total={applications.total}
      status={applications.status}
      error={applications.error}
      onRetry={applications.reload}
      page={page}
      size={size}
      onPage={setPage}
      onSize={(next) => {
        setSize(next);
        setPage(1);
      }}
      order="desc"
      onSort={() => undefined}
      getRowId={(application) => String(application.id)}
      emptyText={t('fairs.noApplications')}
    />
  );
}
