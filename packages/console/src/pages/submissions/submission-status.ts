// The list's status tabs in the order a submission moves (全部 first, its count the total), and
// the verdicts a recruiter gives, each with its label.
import type { SubmissionCounts, SubmissionStatus } from '@employment-cloud/api-contract';
import type { Verdict } from '../../api/submissions.api';

export const STATUS_TABS = [
  { value: '', label: 'submissions.statusAll', count: 'all' },
  { value: 'new', label: 'submissions.statusNew', count: 'new' },
  { value: 'viewed', label: 'submissions.statusViewed', count: 'viewed' },
  { value: 'suitable', label: 'submissions.statusSuitable', count: 'suitable' },
  { value: 'pending', label: 'submissions.statusPending', count: 'pending' },
  { value: 'unsuitable', label: 'submissions.statusUnsuitable', count: 'unsuitable' },
  { value: 'interview', label: 'submissions.statusInterview', count: 'interview' },
] as const satisfies readonly { value: SubmissionStatus | ''; label: string; count: keyof SubmissionCounts }[];

export const statusLabel = (status: SubmissionStatus) => STATUS_TABS.find((tab) => tab.value === status)!.label;

/** A status from the URL, or '' (all) for anything else. */
export const statusOf = (value: string): SubmissionStatus | '' => STATUS_TABS.find((tab) => tab.value === value)?.value ?? '';

export const VERDICTS = [
  { verdict: 'suitable', label: 'submissions.markSuitable' },
  { verdict: 'pending', label: 'submissions.markPending' },
  { verdict: 'unsuitable', label: 'submissions.markUnsuitable' },
] as const satisfies readonly { verdict: Verdict; label: string }[];
