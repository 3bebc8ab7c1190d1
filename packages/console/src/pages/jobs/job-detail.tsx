// A job at a glance in the kit's detail drawer, opened from its title in the list.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Job } from '../../api/jobs.api';
import type { TopicKey } from '../../i18n-keys';
import { dateText, dateTimeText, DetailDrawer } from '../../kit';
import { STATUS_TABS } from './job-status';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: #606266;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

export function JobDetail({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const { t } = useTranslation();
  const status = STATUS_TABS.find((tab) => tab.status === job?.status);
  const rows: [TopicKey<'jobs'>, string][] = job
    ? [
        ['jobs.title', job.title],
        ['jobs.status', status ? t(status.label) : ''],
        ['jobs.salary', t('jobs.salaryText', { min: job.salaryMin, max: job.salaryMax })],
        ['jobs.city', job.city],
        ['jobs.address', job.address],
        ['jobs.headcount', String(job.headcount)],
        ['jobs.welfare', (job.welfare ?? []).join('、')],
        ['jobs.contactName', job.contactName ?? ''],
        ['jobs.contactMobile', job.contactMobile ?? ''],
        ['jobs.updatedAt', dateTimeText(job.updatedAt)],
        ['jobs.refreshedAt', dateTimeText(job.refreshedAt)],
        ['jobs.expiresAt', dateText(job.expiresAt)],
      ]
    : [];
  return (
    <DetailDrawer open={job !== null} onOpenChange={(open) => !open && onClose()} title={t('jobs.detailTitle')}>
      <List>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{t(label)}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </List>
    </DetailDrawer>
  );
}
