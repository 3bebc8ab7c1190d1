// The resume submission calls (jianliIndex): the list, its counts per status, one submission with
// its resume (opening it marks it viewed), the recruiter's verdict (company-score add) and the
// resume file, as the contract (@employment-cloud/api-contract, submissions) types them.
// Company-scoped on the server; failures go through the console's error policy.
import {
  SUBMISSION_PATHS,
  pathTo,
  type ListOf,
  type ResumeFile,
  type Submission,
  type SubmissionCounts,
  type SubmissionDetail,
  type SubmissionQuery,
} from '@employment-cloud/api-contract';
import { request, requestEnvelope } from './client';

/** The verdicts a recruiter gives (score_type): 3 合适, 2 待定, 1 不合适. */
export const SCORE_TYPE = { suitable: 3, pending: 2, unsuitable: 1 } as const;
export type Verdict = keyof typeof SCORE_TYPE;

function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** A page of submissions, unread first, newest first within each. */
export async function fetchSubmissions(query: SubmissionQuery): Promise<{ list: Submission[]; total: number }> {
  const data = await request<ListOf<Submission>>(`${pathTo(SUBMISSION_PATHS.list)}?${queryString(query)}`);
  return { list: data.list, total: data.count };
}
export const fetchSubmissionCounts = (jobId?: number) => request<SubmissionCounts>(`${pathTo(SUBMISSION_PATHS.counts)}?${queryString({ jobId })}`);
/** One submission with its resume; the server marks it viewed. */
export const fetchSubmission = (id: number) => request<SubmissionDetail>(pathTo(SUBMISSION_PATHS.detail, { id }));

/**
 * The recruiter's verdict on a candidate (company-score add). It answers its body as is, whatever
 * the code (spec §8): the caller tells a refusal (code other than 200) by its `msg`.
 */
export const scoreCandidate = (verdict: Verdict, candidateId: number, resumeId: number) =>
  requestEnvelope<unknown>('front/v1/company-score/add', { method: 'POST', body: { scoreType: SCORE_TYPE[verdict], targetUserId: candidateId, resumeId } });

/** The resume file's bytes (downResume needs the bearer token, so no plain link can fetch it). */
export const fetchResumeFile = (file: ResumeFile) => request<Blob>(file.url, { responseType: 'blob' });

/** Where a resume's file is (getPetUrl, asked before a download), for rows that have no detail loaded. */
export async function locateResumeFile(resumeId: number): Promise<ResumeFile> {
  const { url, name } = await request<{ url: string; name: string }>(`front/v1/common/file/getPetUrl/${resumeId}`);
  return { url, name, mime: '' };
}

/** The submissions' resume files as one zip (1 to 50 ids; the server's policy as for one file). */
export const fetchResumesZip = (ids: readonly number[]) =>
  request<Blob>(pathTo(SUBMISSION_PATHS.resumesZip), { method: 'POST', body: { ids }, responseType: 'blob' });
