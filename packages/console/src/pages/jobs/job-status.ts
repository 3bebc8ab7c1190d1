// The list's status tabs in the order the recruiter works: 招聘中, 待发布, 已下线.
import { JOB_STATUS, type JobStatusCounts } from '@employment-cloud/api-contract';
import type { TopicKey } from '../../i18n-keys';

export const STATUS_TABS = [
  { status: JOB_STATUS.published, label: 'jobs.statusPublished', count: 'published' },
  { status: JOB_STATUS.draft, label: 'jobs.statusDraft', count: 'draft' },
  { status: JOB_STATUS.closed, label: 'jobs.statusClosed', count: 'closed' },
] as const satisfies readonly { status: number; label: TopicKey<'jobs'>; count: keyof JobStatusCounts }[];
