// The company's interviews (the recruiter's side): inviting a candidate, the list filtered by
// status, type and days, one interview, cancel, reschedule and what came of it. The .ics file
// (INTERVIEW_PATHS.calendar) is a blob, no JSON. Times are the server's wall clock, yyyy-MM-dd HH:mm:ss.
import { z } from 'zod';
import { MAX_WINDOW_DAYS, idParams, isoDateTime, listOf, paging } from './envelope';
import { INTERVIEW_OUTCOME } from './interview-status';
import { MEETING_LINK_MAX, isMeetingLink } from './meeting-link';

// ---- requests

/** An interview's time as the form sends it: yyyy-MM-dd HH:mm:00 on the server's wall clock. */
const interviewTime = z
  .string({ error: 'interview.time.required' })
  .trim()
  .min(1, { error: 'interview.time.required' })
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/, { error: 'interview.time.format' });

/** An online interview's link: trimmed; '' (and null, or no field) means no link. */
export const meetingLinkField = z
  .string({ error: 'interview.meetingLink.invalid' })
  .trim()
  .max(MEETING_LINK_MAX, { error: 'interview.meetingLink.tooLong' })
  .refine((text) => text === '' || isMeetingLink(text), { error: 'interview.meetingLink.invalid' })
  .nullish();

/** POST: the invitation, in the order of docs/console.md §5, so the first message is the first rule broken. */
export const interviewBody = z.object({
  jobId: z.number({ error: 'interview.jobId.required' }).int({ error: 'interview.jobId.required' }).positive({ error: 'interview.jobId.required' }),
  mobile: z
    .string({ error: 'interview.mobile.required' })
    .trim()
    .min(1, { error: 'interview.mobile.required' })
    .regex(/^1\d{10}$/, { error: 'interview.mobile.pattern' }),
  interviewType: z.union([z.literal(1), z.literal(2)], { error: 'interview.type.required' }),
  address: z.string().trim().max(200).nullish(),
  // Not in the spec: an online interview's link (migration 0021), after the place it stands for.
  meetingLink: meetingLinkField,
  interviewTime,
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  remark: z.string().max(500).nullish(),
  /** The candidate's chat user id. */
  to: z.string({ error: 'interview.to.required' }).trim().min(1, { error: 'interview.to.required' }).max(64),
});

/** What the console's invite form sends (blanks as ''; an on-site interview's address is required by the server). */
export interface InterviewInput {
  jobId: number;
  mobile: string;
  /** INTERVIEW_TYPE. */
  interviewType: 1 | 2;
  address: string;
  /** An online interview's http(s) meeting link; '' for none. */
  meetingLink: string;
  latitude: number | null;
  longitude: number | null;
  /** yyyy-MM-dd HH:mm:00, the server's wall clock. */
  interviewTime: string;
  remark: string;
  /** The candidate's chat user id. */
  to: string;
}

/** A calendar date, yyyy-MM-dd, that exists. */
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'interview.date.format' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: 'interview.date.format' });

/** GET list: a page of the company's interviews, latest time first. */
export const interviewListQuery = z.object({
  ...paging,
  /** INTERVIEW_STATUS. */
  status: z.coerce.number().int().min(1).max(4).optional(),
  /** INTERVIEW_TYPE. */
  type: z.coerce.number().int().min(1).max(2).optional(),
  /** Whole days, from and to. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The home page's 近期面试: from now to this many days on, not cancelled. */
  upcomingWithin: z.coerce.number().int().min(1).max(MAX_WINDOW_DAYS).optional(),
});
export type InterviewListQuery = z.output<typeof interviewListQuery>;
/** What a client asks for: a page, and any filter. */
export type InterviewListRequest = Pick<InterviewListQuery, 'pageNum' | 'pageSize'> & Partial<Omit<InterviewListQuery, 'pageNum' | 'pageSize'>>;

/** The :id of every route on one interview. */
export const interviewParams = idParams;

/** POST reschedule (改期): the new time; an online interview's link changes with it (absent, it stays). */
export const rescheduleBody = z.object({ interviewTime, meetingLink: meetingLinkField });
export type RescheduleRequest = z.input<typeof rescheduleBody>;

/** POST outcome: what came of it (INTERVIEW_OUTCOME). */
export const outcomeBody = z.object({
  outcome: z.union([z.literal(INTERVIEW_OUTCOME.attended), z.literal(INTERVIEW_OUTCOME.absent), z.literal(INTERVIEW_OUTCOME.hired)], {
    error: 'interview.outcome.required',
  }),
});
export type OutcomeRequest = z.input<typeof outcomeBody>;

// ---- answers

/** A time on the server's wall clock, yyyy-MM-dd HH:mm:ss. */
export const wallClockTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** What every answer tells of an interview. */
const interviewFields = {
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  /** The recruiter's number the invitation gives (the form's 联系电话). */
  mobile: z.string(),
  /** INTERVIEW_TYPE. */
  interviewType: z.number().int(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** An online interview's http(s) meeting link, or null. */
  meetingLink: z.string().nullable(),
  interviewTime: wallClockTime,
  remark: z.string().nullable(),
  /** INTERVIEW_STATUS. */
  status: z.number().int(),
  createdAt: isoDateTime,
  /** The candidate's chat user id. */
  to: z.string(),
};

/** POST's answer: the interview sent, which the chat's interview card carries. */
export const createdInterview = z.object({ ...interviewFields, candidateName: z.string() });
export type CreatedInterview = z.infer<typeof createdInterview>;

/** One of the company's interviews, as the list, GET one, cancel, reschedule and outcome answer it. */
export const interviewRecord = z.object({
  ...interviewFields,
  candidateId: z.number().int(),
  candidateName: z.string(),
  /** The candidate's own number, from their resume. */
  candidateMobile: z.string().nullable(),
  /** The candidate's resume, which the resume drawer opens; null when they have none. */
  resumeId: z.number().int().nullable(),
  /** INTERVIEW_OUTCOME, once recorded. */
  outcome: z.number().int().nullable(),
  /** Whether its time has come (the server's clock): the outcome then, no longer cancel or reschedule. */
  past: z.boolean(),
});
export type InterviewRecord = z.infer<typeof interviewRecord>;

/** GET list's answer. */
export const interviewList = listOf(interviewRecord);
