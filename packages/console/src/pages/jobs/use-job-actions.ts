// The job list's row and bulk actions: destructive ones (take offline, delete, bulk take
// offline) are confirmed first; each success is told by a toast and the list and counts reload.
// Failures are told by the client's error policy (the server's message).
import type { TFunction } from 'i18next';
import type { Job } from '@employment-cloud/api-contract';
import { deleteJob, runJobAction, type JobAction } from '../../api/jobs.api';
import { toastSuccess } from '../../api/toast';
import type { TopicKey } from '../../i18n-keys';
import type { ConfirmRequest } from '../../kit';

export interface JobActionDeps {
  t: TFunction;
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  /** Reloads the list and the counts. */
  reload: () => void;
  /** Opens a job in the form (edit, and the copy's new draft). */
  edit: (id: number) => void;
}

const DONE: Record<JobAction | 'delete', TopicKey<'jobs'>> = {
  publish: 'jobs.published',
  offline: 'jobs.offlined',
  refresh: 'jobs.refreshed',
  copy: 'jobs.copied',
  delete: 'jobs.deleted',
};

export function jobActions({ t, confirm, reload, edit }: JobActionDeps) {
  const done = (what: JobAction | 'delete') => {
    toastSuccess(t(DONE[what]));
    reload();
  };
  const ask = (title: TopicKey<'jobs'>, body: string, confirmLabel: TopicKey<'jobs'>) => confirm({ title: t(title), body, confirmLabel: t(confirmLabel) });
  // A rejected call has been told by the error policy already.
  const quietly = (work: Promise<unknown>) => work.catch(() => undefined);

  return {
    async publish(job: Job) {
      if (!(await ask('jobs.confirmPublishTitle', t('jobs.confirmPublishBody', { title: job.title }), 'jobs.publish'))) return;
      await quietly(runJobAction(job.id, 'publish').then(() => done('publish')));
    },
    async offline(job: Job) {
      if (!(await ask('jobs.confirmOfflineTitle', t('jobs.confirmOfflineBody', { title: job.title }), 'jobs.offline'))) return;
      await quietly(runJobAction(job.id, 'offline').then(() => done('offline')));
    },
    async refresh(job: Job) {
      await quietly(runJobAction(job.id, 'refresh').then(() => done('refresh')));
    },
    async copy(job: Job) {
      await quietly(
        runJobAction(job.id, 'copy').then((copy) => {
          done('copy');
          if (copy?.id) edit(copy.id);
        }),
      );
    },
    async remove(job: Job) {
      if (!(await ask('jobs.confirmDeleteTitle', t('jobs.confirmDeleteBody', { title: job.title }), 'jobs.delete'))) return;
      await quietly(deleteJob(job.id).then(() => done('delete')));
    },
    /** Takes the selected jobs offline one by one; answers whether it ran. */
    async offlineMany(jobs: Job[]): Promise<boolean> {
      if (jobs.length === 0) return false;
      if (!(await ask('jobs.confirmOfflineTitle', t('jobs.confirmBulkOfflineBody', { count: jobs.length }), 'jobs.offline'))) return false;
      // Each failure has been told by the error policy; the others are done.
      const results = await Promise.allSettled(jobs.map((job) => runJobAction(job.id, 'offline')));
      if (results.some((result) => result.status === 'fulfilled')) done('offline');
      else reload();
      return true;
    },
  };
}

export type JobActions = ReturnType<typeof jobActions>;
