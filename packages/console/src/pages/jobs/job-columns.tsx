// The job list's columns: title, salary (sortable), city, headcount, updated and expiry (sortable), and the
// row actions each status allows.
import type { TFunction } from 'i18next';
import { JOB_STATUS, type Job } from '@employment-cloud/api-contract';
import type { ConsoleKey } from '../../i18n-keys';
import { ArchiveX, Copy, Pencil, RefreshCw, Send, Trash2 } from 'lucide-react';
import { dateText, dateTimeText, LinkButton, type ListColumn, RowAction, RowActions } from '../../kit';
import type { JobActions } from './use-job-actions';

export function jobColumns(t: TFunction, actions: JobActions, edit: (id: number) => void, show: (job: Job) => void): ListColumn<Job>[] {
  return [
    {
      accessorKey: 'title',
      header: t('jobs.title'),
      cell: ({ row }) => (
        <LinkButton type="button" onClick={() => show(row.original)}>
          {row.original.title}
        </LinkButton>
      ),
    },
    {
      id: 'salaryMax',
      accessorKey: 'salaryMax',
      header: t('jobs.salary'),
      enableSorting: true,
      cell: ({ row }) => t('jobs.salaryText', { min: row.original.salaryMin, max: row.original.salaryMax }),
    },
    { accessorKey: 'city', header: t('jobs.city') },
    { accessorKey: 'headcount', header: t('jobs.headcount') },
    { id: 'updatedAt', accessorKey: 'updatedAt', header: t('jobs.updatedAt'), enableSorting: true, cell: ({ row }) => dateTimeText(row.original.updatedAt) },
    // A draft has no expiry yet: the dash.
    { id: 'expiresAt', accessorKey: 'expiresAt', header: t('jobs.expiresAt'), enableSorting: true, cell: ({ row }) => dateText(row.original.expiresAt) || '—' },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const job = row.original;
        const named = (action: ConsoleKey) => `${t(action)} ${job.title}`;
        return (
          <RowActions>
            {job.status !== JOB_STATUS.published && (
              <RowAction icon={Send} aria-label={named('jobs.publish')} onClick={() => void actions.publish(job)}>
                {t('jobs.publish')}
              </RowAction>
            )}
            {job.status === JOB_STATUS.published && (
              <>
                <RowAction icon={RefreshCw} aria-label={named('jobs.refresh')} onClick={() => void actions.refresh(job)}>
                  {t('jobs.refresh')}
                </RowAction>
                <RowAction icon={ArchiveX} data-danger aria-label={named('jobs.offline')} onClick={() => void actions.offline(job)}>
                  {t('jobs.offline')}
                </RowAction>
              </>
            )}
            <RowAction icon={Copy} aria-label={named('jobs.copy')} onClick={() => void actions.copy(job)}>
              {t('jobs.copy')}
            </RowAction>
            <RowAction icon={Pencil} aria-label={named('jobs.edit')} onClick={() => edit(job.id)}>
              {t('jobs.edit')}
            </RowAction>
            {job.status !== JOB_STATUS.published && (
              <RowAction icon={Trash2} data-danger aria-label={named('jobs.delete')} onClick={() => void actions.remove(job)}>
                {t('jobs.delete')}
              </RowAction>
            )}
          </RowActions>
        );
      },
    },
  ];
}
