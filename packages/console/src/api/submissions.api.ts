// The resume submission calls (jianliIndex): the list, its counts per status, one submission with
// its resume (opening it marks it viewed), the recruiter's verdict (company-score add) and the
// resume file. Company-scoped on the server; failures go through the console's error policy.
import { request, requestEnvelope } from './client';
import type { PipelineStage } from '@employment-cloud/api-contract';
import type { Candidate } from './talent.api';

/** A submission's status, derived on the server: an interview wins, then the latest score, then viewed or not. */
export const SUBMISSION_STATUSES = ['new', 'viewed', 'suitable', 'pending', 'unsuitable', 'interview'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The verdicts a recruiter gives (score_type): 3 合适, 2 待定, 1 不合适. */
export const SCORE_TYPE = { suitable: 3, pending: 2, unsuitable: 1 } as const;
export type Verdict = keyof typeof SCORE_TYPE;

/** A candidate as every candidate-side list shows them (the server's one shape, candidate-columns.ts). */
export type { Candidate };

export interface Submission {
  id: number;
  candidate: Candidate;
  job: { id: number; title: string };
  resumeId: number;
  status: SubmissionStatus;
  submittedAt: string;
  viewed: boolean;
}

export type SubmissionCounts = Record<SubmissionStatus | 'all', number>;

export interface ResumeFile {
  url: string;
  name: string;
  mime: string;
}

export interface Resume {
  id: number;
  /** The list's candidate fields (its `id` named candidateId here, the resume's id being `id` above) and the resume's own. */
  profile: Omit<Candidate, 'id' | 'resumeId'> & {
    candidateId: number;
    workStatus: string | null;
    mobile: string | null;
    email: string | null;
    isOpen: boolean;
    updatedAt: string;
  };
  education: { degree: string | null; major: string | null };
  experience: string | null;
  expectations: { id: number; position: string | null; city: string | null; salaryMin: number | null; salaryMax: number | null }[];
  /** The candidate's upload, if any. */
  file: { id: number; name: string; mime: string } | null;
  /** What the download serves: the upload, or a PDF rendered from the resume. */
  download: ResumeFile;
}

export interface SubmissionDetail {
  id: number;
  job: { id: number; title: string };
  status: SubmissionStatus;
  /** Where it is in the job's pipeline (new → suitable → interview → hired, or rejected). */
  stage: PipelineStage;
  submittedAt: string;
  viewed: true;
  viewedAt: string;
  resume: Resume;
}

export interface SubmissionQuery {
  pageNum: number;
  pageSize: number;
  jobId?: number;
  status?: SubmissionStatus;
  keyword?: string;
  /** By when submitted: newest first (desc, the default) or oldest. */
  order?: 'asc' | 'desc';
}

const SUBMISSION = 'front/v1/submission';

function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** A page of submissions, unread first, newest first within each. */
export async function fetchSubmissions(query: SubmissionQuery): Promise<{ list: Submission[]; total: number }> {
  const data = await request<{ list: Submission[]; total?: number; count?: number }>(`${SUBMISSION}?${queryString(query)}`);
  return { list: data.list, total: Number(data.total ?? data.count ?? 0) };
}
export const fetchSubmissionCounts = (jobId?: number) => request<SubmissionCounts>(`${SUBMISSION}/counts?${queryString({ jobId })}`);
/** One submission with its resume; the server marks it viewed. */
export const fetchSubmission = (id: number) => request<SubmissionDetail>(`${SUBMISSION}/${id}`);

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
export const fetchResumesZip = (ids: readonly number[]) => request<Blob>(`${SUBMISSION}/resumes.zip`, { method: 'POST', body: { ids }, responseType: 'blob' });
