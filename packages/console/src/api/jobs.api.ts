// The job management calls (issue 17's contract): the list, its counts, one job, create and
// update, and the row actions. Requests and answers are the contract's (@employment-cloud/api-contract,
// jobs). Company-scoped on the server; every failure goes through the console's error policy (a
// toast with the server's message) and rejects with an ApiError.
import {
  DICTIONARY_PATHS,
  JOB_PATHS,
  pathTo,
  type DictEntry as DictionaryEntry,
  type Job,
  type JobStatusCounts,
  type JobDetail,
  type JobId,
  type JobInput,
  type JobListRequest,
  type ListOf,
  type NewJobInput,
} from '@employment-cloud/api-contract';
import { request } from './client';

/** What a form's select uses of a dictionary entry (the contract's DictEntry). */
export type DictEntry = Pick<DictionaryEntry, 'value' | 'label'>;

function queryString(query: JobListRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** A page of jobs. The server's list envelope names the total `count` (docs/console.md §3). */
export async function fetchJobs(query: JobListRequest): Promise<{ list: Job[]; total: number }> {
  const { list, count } = await request<ListOf<Job>>(`${pathTo(JOB_PATHS.list)}?${queryString(query)}`);
  return { list, total: count };
}
export const fetchJobCounts = () => request<JobStatusCounts>(pathTo(JOB_PATHS.counts));
export const fetchJob = (id: number) => request<JobDetail>(pathTo(JOB_PATHS.detail, { id }));

export const createJob = (input: JobInput, publish: boolean) =>
  request<JobId>(pathTo(JOB_PATHS.create), { method: 'POST', body: { ...input, publish } satisfies NewJobInput });
export const updateJob = (id: number, input: JobInput) => request<JobId>(pathTo(JOB_PATHS.update, { id }), { method: 'PUT', body: input });

export type JobAction = 'publish' | 'offline' | 'refresh' | 'copy';
/** A row action; `copy` answers the new draft's id (refresh the job's new time up too: JobRefreshed). */
export const runJobAction = (id: number, action: JobAction) => request<JobId>(pathTo(JOB_PATHS[action], { id }), { method: 'POST' });
export const deleteJob = (id: number) => request<JobId>(pathTo(JOB_PATHS.remove, { id }), { method: 'DELETE' });

export async function fetchDict(dictType: string): Promise<DictEntry[]> {
  const { list } = await request<ListOf<DictionaryEntry>>(`${pathTo(DICTIONARY_PATHS.dictData)}?dictType=${encodeURIComponent(dictType)}`);
  return list;
}
