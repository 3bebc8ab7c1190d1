// An interview as an .ics file (packages/server/README.md, "Contract": the interview routes): the
// recruiter's `GET front/v1/interview/:id/ics` and the invited candidate's
// `GET front/v1/candidate/interview/:id/ics` send the same event, in the request's language.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { calendarText, type CalendarEvent } from '../util/ics';
import { localeOf, t } from './i18n';
import { INTERVIEW_STATUS } from './jobs-manage/interview-status';

/**
 * How long the event lasts. The product records no duration: an hour, the block the console's
 * week calendar draws an interview as (pages/interviews/README.md).
 */
export const INTERVIEW_DURATION_MS = 60 * 60_000;

const PRODUCT_ID = '-//employment-cloud//interview//ZH';

export interface CalendarInterview {
  id: number;
  jobTitle: string;
  companyName: string | null;
  mobile: string;
  interviewType: number;
  address: string | null;
  meetingLink: string | null;
  interviewTime: Date | string;
  remark: string | null;
  status: number;
  createdAt: Date | string;
}

/** The interview's event: a declined or cancelled one is CANCELLED, one still unanswered TENTATIVE. */
export function interviewEvent(interview: CalendarInterview, acceptLanguage: string | undefined, now = new Date()): CalendarEvent {
  const locale = localeOf(acceptLanguage);
  const start = new Date(interview.interviewTime);
  const online = interview.interviewType === 1;
  const link = online ? interview.meetingLink : null;
  const description = [
    interview.companyName && t(locale, 'ics.company', { company: interview.companyName }),
    interview.mobile && t(locale, 'ics.contact', { mobile: interview.mobile }),
    interview.remark && t(locale, 'ics.remark', { remark: interview.remark }),
    link && t(locale, 'ics.link', { link }),
  ].filter(Boolean);
  const status =
    interview.status === INTERVIEW_STATUS.cancelled || interview.status === INTERVIEW_STATUS.declined
      ? 'CANCELLED'
      : interview.status === INTERVIEW_STATUS.pending
        ? 'TENTATIVE'
        : 'CONFIRMED';
  return {
    // The id with its creation time: one interview keeps its UID through every 改期, and two
    // servers' interviews of the same id do not share one.
    uid: `interview-${interview.id}-${new Date(interview.createdAt).getTime()}@employment-cloud`,
    stamp: now,
    start,
    end: new Date(start.getTime() + INTERVIEW_DURATION_MS),
    summary: t(locale, 'ics.summary', { job: interview.jobTitle }),
    location: online ? link || t(locale, 'ics.online') : interview.address,
    description: description.join('\n') || null,
    url: link,
    status,
  };
}

/** Sends the interview's .ics as a download named after its id (ASCII only: no header to escape). */
export function sendInterviewCalendar(request: FastifyRequest, reply: FastifyReply, interview: CalendarInterview) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="interview-${interview.id}.ics"`)
    .header('cache-control', 'private, no-store')
    .send(calendarText(interviewEvent(interview, request.headers['accept-language']), PRODUCT_ID));
}
