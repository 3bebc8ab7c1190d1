// The company's jobs (the console's job management): the list and its counts by status, one job,
// create and edit, and the row actions (publish, take offline, refresh, copy, delete).
import { z } from 'zod';
import { MAX_WINDOW_DAYS, idParams, isoDateTime, listOf, paging } from './envelope';
import { blankAsNull, mobileNumber } from './fields';
import { JOB_SORTS } from './job-status';

// ---- requests

/** GET list: a page of the company's jobs; the invite form asks for pageSize=100&idOrder=desc&status=2. */
export const jobListQuery = z.object({
  ...paging,
  /** JOB_STATUS. */
  status: z.coerce.number().int().min(1).max(3).optional(),
  idOrder: z.enum(['asc', 'desc']).default('desc'),
  keyword: z.string().trim().max(50).optional(),
  /** A column to sort by, then id; without it, id in idOrder. */
  sort: z.enum(JOB_SORTS).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** The home page's 即将到期职位: expiring from now to this many days on. */
  expiringWithin: z.coerce.number().int().min(1).max(MAX_WINDOW_DAYS).optional(),
});
export type JobListQuery = z.output<typeof jobListQuery>;
/** What a client asks for: a page, and any filter or order (each has its default). */
export type JobListRequest = Pick<JobListQuery, 'pageNum' | 'pageSize'> & Partial<Omit<JobListQuery, 'pageNum' | 'pageSize'>>;

// A job as the console's form sends it, in the form's field order, so the first message is the
// first rule broken. Salaries are K a month.
const salary = z.number().int().min(1).max(500);
const dictValue = z.string().trim().min(1).max(20);

/** PUT: the job's fields (the dictionary values and the salaries' order the server checks after). */
export const jobBody = z.object({
  title: z.string({ error: 'job.title.required' }).trim().min(1, { error: 'job.title.required' }).max(30, { error: 'job.title.tooLong' }),
  jobType: dictValue,
  category: dictValue,
  salaryMin: salary,
  salaryMax: salary,
  city: z.string().trim().min(1).max(50),
  address: z.string().trim().min(1).max(100),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  degree: dictValue,
  workYears: dictValue,
  headcount: z.number().int().min(1).max(999),
  description: z.string().trim().min(1).max(5000),
  welfare: z
    .array(z.string({ error: 'job.welfare.item' }).trim().min(1, { error: 'job.welfare.item' }).max(10, { error: 'job.welfare.item' }))
    .max(10, { error: 'job.welfare.tooMany' })
    .default([]),
  contactName: z.preprocess(blankAsNull, z.string().trim().max(20).nullish()),
  contactMobile: z.preprocess(blankAsNull, mobileNumber.nullish()),
});
/** A job's fields as the server reads them. */
export type JobFields = z.output<typeof jobBody>;

/** POST: the fields, and whether to publish it at once (else a draft). */
export const newJobBody = jobBody.extend({ publish: z.boolean().default(false) });

/** What the console's form sends (blank contact fields left out). */
export interface JobInput {
  title: string;
  jobType: string;
  category: string;
  salaryMin: number;
  salaryMax: number;
  city: string;
  address: string;
  latitude?: number | null;
  longitude?: number | null;
  degree: string;
  workYears: string;
  headcount: number;
  description: string;
  welfare: string[];
  contactName?: string;
  contactMobile?: string;
}
export type NewJobInput = JobInput & { publish?: boolean };

/** The :id of every route on one job. */
export const jobParams = idParams;

// ---- answers

/** One of the company's jobs, as the list shows it. */
export const job = z.object({
  id: z.number().int(),
  title: z.string(),
  /** JOB_STATUS. */
  status: z.number().int(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  /** Dictionary values (job_type, degree, work_years, job_category). */
  jobType: z.string().nullable(),
  degree: z.string().nullable(),
  workYears: z.string().nullable(),
  headcount: z.number().int().nullable(),
  category: z.string().nullable(),
  welfare: z.array(z.string()),
  description: z.string().nullable(),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  /** Set when published (and refreshed); a published job is up until expiresAt. */
  refreshedAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Job = z.infer<typeof job>;

/** GET list's answer. */
export const jobList = listOf(job);

/** GET one: the job and who created it. */
export const jobDetail = job.extend({ createdBy: z.number().int().nullable() });
export type JobDetail = z.infer<typeof jobDetail>;

/** GET counts: the company's jobs by status. */
export const jobStatusCounts = z.object({ draft: z.number().int(), published: z.number().int(), closed: z.number().int() });
export type JobStatusCounts = z.infer<typeof jobStatusCounts>;

/** POST, PUT, publish, offline, copy (the new draft's) and DELETE: the job's id. */
export const jobId = z.object({ id: z.number().int() });
export type JobId = z.infer<typeof jobId>;

/** POST refresh: the id and the job's new time up. */
export const jobRefreshed = jobId.extend({ refreshedAt: isoDateTime, expiresAt: isoDateTime });
export type JobRefreshed = z.infer<typeof jobRefreshed>;
