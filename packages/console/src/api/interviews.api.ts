// The interview records calls (issue 17): the company's interviews filtered by status, type and
// day range, one interview, cancel and reschedule, what came of it, its calendar file. Requests
// and answers are the contract's (@employment-cloud/api-contract, interviews). Company-scoped on
// the server (another company's interview answers as absent); failures go through the console's
// error policy.
import {
  INTERVIEW_PATHS,
  pathTo,
  type InterviewListRequest,
  type InterviewOutcome,
  type InterviewRecord,
  type ListOf,
  type OutcomeRequest,
  type RescheduleRequest,
} from '@employment-cloud/api-contract';
import { request } from './client';

function queryString(query: InterviewListRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && !Number.isNaN(value)) params.set(key, String(value));
  return params.toString();
}

/** A page of interviews, latest time first. The list envelope names the total `count`. */
export async function fetchInterviews(query: InterviewListRequest): Promise<{ list: InterviewRecord[]; total: number }> {
  const { list, count } = await request<ListOf<InterviewRecord>>(`${pathTo(INTERVIEW_PATHS.list)}?${queryString(query)}`);
  return { list, total: count };
}
export const fetchInterview = (id: number) => request<InterviewRecord>(pathTo(INTERVIEW_PATHS.detail, { id }));
export const cancelInterview = (id: number) => request<InterviewRecord>(pathTo(INTERVIEW_PATHS.cancel, { id }), { method: 'POST', body: {} });
/** Records (or corrects) what came of an interview whose time has passed. */
export const recordInterviewOutcome = (id: number, outcome: InterviewOutcome) =>
  request<InterviewRecord>(pathTo(INTERVIEW_PATHS.outcome, { id }), { method: 'POST', body: { outcome } satisfies OutcomeRequest });
/**
 * `interviewTime`: yyyy-MM-dd HH:mm:00. A new time asks the candidate again (status 待确认). An
 * online interview's `meetingLink` changes with it when given ('' takes it away).
 */
export const rescheduleInterview = (id: number, change: RescheduleRequest) =>
  request<InterviewRecord>(pathTo(INTERVIEW_PATHS.reschedule, { id }), { method: 'POST', body: change });
/** The interview as an .ics calendar file (the server names it interview-<id>.ics). */
export const fetchInterviewCalendar = (id: number) => request<Blob>(pathTo(INTERVIEW_PATHS.calendar, { id }), { responseType: 'blob' });
