// The interview records calls (issue 17): the company's interviews filtered by status, type and
// day range, one interview, cancel and reschedule, its calendar file. Company-scoped on the
// server (another company's interview answers as absent); failures go through the console's
// error policy.
import { request } from './client';

/** 1 待确认 (pending), 2 已接受 (accepted), 3 已拒绝 (declined), 4 已取消 (cancelled). */
export const INTERVIEW_STATUS = { pending: 1, accepted: 2, declined: 3, cancelled: 4 } as const;
export type InterviewStatus = (typeof INTERVIEW_STATUS)[keyof typeof INTERVIEW_STATUS];

/** 1 online, 2 on-site (docs/console.md §9). */
export const INTERVIEW_TYPE = { online: 1, onsite: 2 } as const;
export type InterviewType = (typeof INTERVIEW_TYPE)[keyof typeof INTERVIEW_TYPE];

/** What came of it, recorded after its time: 1 到场 (attended), 2 未到场 (did not come), 3 已录用 (hired). */
export const INTERVIEW_OUTCOME = { attended: 1, absent: 2, hired: 3 } as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOME)[keyof typeof INTERVIEW_OUTCOME];

export interface InterviewRecord {
  id: number;
  jobId: number;
  jobTitle: string;
  candidateId: number;
  candidateName: string | null;
  /** The invitation's 联系电话: the recruiter's number, as the invite form fills it. */
  mobile: string | null;
  /** The candidate's own number, from their resume. */
  candidateMobile: string | null;
  /** The candidate's resume, which the resume drawer opens from their name; null when they have none. */
  resumeId: number | null;
  interviewType: InterviewType;
  address: string | null;
  /** An online interview's http(s) meeting link, or null (migration 0021). */
  meetingLink: string | null;
  latitude: number | null;
  longitude: number | null;
  /** yyyy-MM-dd HH:mm:ss on the server's wall clock. */
  interviewTime: string;
  remark: string | null;
  status: InterviewStatus;
  outcome: InterviewOutcome | null;
  /** Whether its time has come (the server's clock). */
  past: boolean;
  createdAt: string;
  /** The candidate's chat ID. */
  to: string;
  [key: string]: unknown;
}

export interface InterviewQuery {
  pageNum: number;
  pageSize: number;
  status?: number;
  type?: number;
  /** yyyy-MM-dd, whole days. */
  from?: string;
  to?: string;
  /** From now to this many days on, not cancelled (the home page's 近期面试). */
  upcomingWithin?: number;
}

const INTERVIEW = 'front/v1/interview';

function queryString(query: InterviewQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && !Number.isNaN(value)) params.set(key, String(value));
  return params.toString();
}

/** A page of interviews, latest time first. The list envelope names the total `count`. */
export async function fetchInterviews(query: InterviewQuery): Promise<{ list: InterviewRecord[]; total: number }> {
  const data = await request<{ list: InterviewRecord[]; total?: number; count?: number }>(`${INTERVIEW}?${queryString(query)}`);
  return { list: data.list, total: Number(data.total ?? data.count ?? 0) };
}
export const fetchInterview = (id: number) => request<InterviewRecord>(`${INTERVIEW}/${id}`);
export const cancelInterview = (id: number) => request<InterviewRecord>(`${INTERVIEW}/${id}/cancel`, { method: 'POST', body: {} });
/** Records (or corrects) what came of an interview whose time has passed. */
export const recordInterviewOutcome = (id: number, outcome: InterviewOutcome) =>
  request<InterviewRecord>(`${INTERVIEW}/${id}/outcome`, { method: 'POST', body: { outcome } });
/**
 * `interviewTime`: yyyy-MM-dd HH:mm:00. A new time asks the candidate again (status 待确认). An
 * online interview's `meetingLink` changes with it when given ('' takes it away).
 */
export const rescheduleInterview = (id: number, change: { interviewTime: string; meetingLink?: string }) =>
  request<InterviewRecord>(`${INTERVIEW}/${id}/reschedule`, { method: 'POST', body: change });
/** The interview as an .ics calendar file (the server names it interview-<id>.ics). */
export const fetchInterviewCalendar = (id: number) => request<Blob>(`${INTERVIEW}/${id}/ics`, { responseType: 'blob' });
