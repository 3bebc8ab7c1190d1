// The job management calls (issue 17's contract): the list, its counts, one job, create and
// update, and the row actions. Company-scoped on the server; every failure goes through the
// console's error policy (a toast with the server's message) and rejects with an ApiError.
import { DICTIONARY_PATHS, pathTo, type DictEntry as DictionaryEntry, type ListOf } from '@employment-cloud/api-contract';
import { request } from './client';

/** Job status: 1 待发布 (draft), 2 招聘中 (published), 3 已下线 (closed). */
export const JOB_STATUS = { draft: 1, published: 2, closed: 3 } as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

export const JOB_SORTS = ['updatedAt', 'createdAt', 'salaryMax', 'expiresAt', 'id'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

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

export interface Job extends JobInput {
  id: number;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
  refreshedAt: string | null;
  expiresAt: string | null;
}

export interface JobQuery {
  pageNum: number;
  pageSize: number;
  status?: JobStatus;
  keyword?: string;
  sort?: JobSort;
  order?: 'asc' | 'desc';
  /** Expiring from now to this many days on (the home page's 即将到期职位). */
  expiringWithin?: number;
}

export interface JobCounts {
  draft: number;
  published: number;
  closed: number;
}

/** What a form's select uses of a dictionary entry (the contract's DictEntry). */
export type DictEntry = Pick<DictionaryEntry, 'value' | 'label'>;

const JOB = 'front/v1/job';

function queryString(query: JobQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** A page of jobs. The server's list envelope names the total `count` (docs/console.md §3); `total` is taken too. */
export async function fetchJobs(query: JobQuery): Promise<{ list: Job[]; total: number }> {
  const data = await request<{ list: Job[]; total?: number; count?: number }>(`${JOB}?${queryString(query)}`);
  return { list: data.list, total: Number(data.total ?? data.count ?? 0) };
}
export const fetchJobCounts = () => request<JobCounts>(`${JOB}/counts`);
export const fetchJob = (id: number) => request<Job>(`${JOB}/${id}`);

export const createJob = (input: JobInput, publish: boolean) => request<{ id: number }>(JOB, { method: 'POST', body: { ...input, publish } });
export const updateJob = (id: number, input: JobInput) => request<{ id: number }>(`${JOB}/${id}`, { method: 'PUT', body: input });

export type JobAction = 'publish' | 'offline' | 'refresh' | 'copy';
/** A row action; `copy` answers the new draft's id. */
export const runJobAction = (id: number, action: JobAction) => request<{ id: number } | null>(`${JOB}/${id}/${action}`, { method: 'POST' });
export const deleteJob = (id: number) => request<null>(`${JOB}/${id}`, { method: 'DELETE' });

export async function fetchDict(dictType: string): Promise<DictEntry[]> {
  const { list } = await request<ListOf<DictionaryEntry>>(`${pathTo(DICTIONARY_PATHS.dictData)}?dictType=${encodeURIComponent(dictType)}`);
  return list;
}
