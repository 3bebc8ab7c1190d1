// A job at a glance in the kit's detail drawer, opened from its title in the list: every field
// of the form, the dictionary ones by their labels as the form shows them, then its candidate
// pipeline (a name opens the layout's resume drawer).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Job } from '@employment-cloud/api-contract';
import type { TopicKey } from '../../i18n-keys';
import { dateText, dateTimeText, DetailDrawer } from '../../kit';
import { openResume } from '../../layout/resume-viewer/resume-viewer-events';
import { JobPipeline } from './job-pipeline';
import { STATUS_TABS } from './job-status';
import { useJobDicts, type JobDicts } from './use-job-dicts';
import { useJobPipeline } from './use-job-pipeline';

/** A dictionary value's label; the value itself until the dictionary loads. */
const labelOf = (entries: JobDicts[keyof JobDicts], value: string | null) => entries.find((entry) => entry.value === value)?.label ?? value;

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
  const dicts = useJobDicts();
  const pipeline = useJobPipeline(job?.id ?? null);
  const status = STATUS_TABS.find((tab) => tab.status === job?.status);
  // A field the job leaves empty (null) shows as —.
  const rows: [TopicKey<'jobs'>, string | null][] = job
    ? [
        ['jobs.title', job.title],
        ['jobs.status', status ? t(status.label) : ''],
        ['jobs.jobType', labelOf(dicts.jobType, job.jobType)],
        ['jobs.category', labelOf(dicts.category, job.category)],
        ['jobs.salary', t('jobs.salaryText', { min: job.salaryMin, max: job.salaryMax })],
        ['jobs.city', job.city],
        ['jobs.address', job.address],
        ['jobs.degree', labelOf(dicts.degree, job.degree)],
        ['jobs.workYears', labelOf(dicts.workYears, job.workYears)],
        ['jobs.headcount', String(job.headcount)],
        ['jobs.description', job.description],
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
      <JobPipeline pipeline={pipeline.pipeline} status={pipeline.status} error={pipeline.error} onRetry={pipeline.reload} onCandidate={openResume} />
    </DetailDrawer>
  );
}
