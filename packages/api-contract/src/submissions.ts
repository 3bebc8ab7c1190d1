// The resume submissions to the caller's company: the list, its counts per status, one submission
// with its resume (opening it marks it viewed).
import { z } from 'zod';
import { isoDateTime, listOf, paging } from './envelope';
import { candidate, recordId, recordParams, resume } from './candidates';
import { PIPELINE_STAGES } from './pipeline-stages';
import { SUBMISSION_STATUSES } from './submission-status';

// ---- requests

/** GET list: a page, filtered by job, status and keyword (the candidate's name, the job's title). */
export const submissionQuery = z.object({
  ...paging,
  jobId: recordId.optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  keyword: z.string().trim().max(50).optional(),
  // One stable order the reader picks (opening a resume moves no row): when submitted.
  sort: z.enum(['submittedAt']).default('submittedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type SubmissionListQuery = z.output<typeof submissionQuery>;
/** What a client asks for: a page, and any filter or order (each has its default). */
export type SubmissionQuery = Pick<SubmissionListQuery, 'pageNum' | 'pageSize'> & Partial<Omit<SubmissionListQuery, 'pageNum' | 'pageSize'>>;

/** GET counts: of one job's submissions, or of all. */
export const submissionCountsQuery = z.object({ jobId: recordId.optional() });

/** GET detail: the submission's id. */
export const submissionParams = recordParams;

// ---- answers

const jobRef = z.object({ id: z.number().int(), title: z.string() });

export const submission = z.object({
  id: z.number().int(),
  candidate,
  job: jobRef,
  resumeId: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedAt: isoDateTime,
  viewed: z.boolean(),
});
export type Submission = z.infer<typeof submission>;
export const submissionList = listOf(submission);

/** GET counts' answer: every status, and all of them. */
export const submissionCounts = z.strictObject({
  all: z.number().int(),
  ...(Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof SUBMISSION_STATUSES)[number], z.ZodNumber>),
});
export type SubmissionCounts = z.infer<typeof submissionCounts>;

export const submissionDetail = z.object({
  id: z.number().int(),
  job: jobRef,
  status: z.enum(SUBMISSION_STATUSES),
  /** Where it is in the job's pipeline (new → suitable → interview → hired, or rejected). */
  stage: z.enum(PIPELINE_STAGES),
  submittedAt: isoDateTime,
  viewed: z.literal(true),
  viewedAt: isoDateTime,
  resume,
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;
