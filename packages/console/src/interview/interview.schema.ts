// The interview form's rules (docs/console.md §5), without React. Messages are keys of the
// `interview` locale topic: the view translates them, the tests check the zh-CN texts.
import * as z from 'zod/mini';
import type { KeyInTopic } from '../i18n-keys';
import { formatInterviewTime, isPastTime } from './interview.time';
import { meetingLinkProblem } from './meeting-link';
import type { InterviewPayload } from './interview.types';

/** A rule's message: a key of the `interview` topic. */
type RuleMessage = KeyInTopic<'interview'>;

export const MOBILE_PATTERN = /^1\d{10}$/;
/** The server's limit of the remark (front/v1/interview). */
export const REMARK_MAX = 500;

export const interviewSchema = z
  .object({
    // An empty select gives NaN, which z.number() refuses as it refuses undefined.
    jobId: z.number({ error: 'jobRequired' satisfies RuleMessage }),
    mobile: z.string({ error: 'mobileRequired' satisfies RuleMessage }).check(
      z.trim(),
      z.minLength(1, { error: 'mobileRequired' satisfies RuleMessage }),
      // Only a non-empty number is checked for its pattern: an empty one has the one message.
      z.refine((mobile) => mobile === '' || MOBILE_PATTERN.test(mobile), { error: 'mobilePattern' satisfies RuleMessage }),
    ),
    interviewType: z.union([z.literal(1), z.literal(2)], { error: 'typeRequired' satisfies RuleMessage }),
    address: z.string(),
    // Only an online interview's link is checked (below): an on-site one sends none.
    meetingLink: z.string(),
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
    date: z.date({ error: 'timeRequired' satisfies RuleMessage }),
    time: z.string({ error: 'timeRequired' satisfies RuleMessage }).check(z.minLength(1, { error: 'timeRequired' satisfies RuleMessage })),
    remark: z.string().check(z.maxLength(REMARK_MAX, { error: 'remarkTooLong' satisfies RuleMessage })),
  })
  // Runs even when other fields fail, so every broken rule shows at once.
  .check(
    z.refine((form) => form.interviewType !== 2 || (typeof form.address === 'string' && form.address.trim() !== ''), {
      path: ['address'],
      message: 'addressRequired' satisfies RuleMessage,
      when: () => true,
    }),
    z.refine((form) => form.interviewType !== 1 || typeof form.meetingLink !== 'string' || meetingLinkProblem(form.meetingLink) !== 'meetingLinkTooLong', {
      path: ['meetingLink'],
      message: 'meetingLinkTooLong' satisfies RuleMessage,
      when: () => true,
    }),
    z.refine((form) => form.interviewType !== 1 || typeof form.meetingLink !== 'string' || meetingLinkProblem(form.meetingLink) !== 'meetingLinkInvalid', {
      path: ['meetingLink'],
      message: 'meetingLinkInvalid' satisfies RuleMessage,
      when: () => true,
    }),
    z.refine((form) => !(form.date instanceof Date) || typeof form.time !== 'string' || form.time === '' || !isPastTime(form.date, form.time, Date.now()), {
      path: ['time'],
      message: 'timePast' satisfies RuleMessage,
      when: () => true,
    }),
  );

export type InterviewFormInput = z.input<typeof interviewSchema>;
export type InterviewForm = z.output<typeof interviewSchema>;

/** The create call's body: an online interview goes without an address (docs/console.md §4), an on-site one without a link. */
export function toPayload(form: InterviewForm, to: string): InterviewPayload {
  return {
    jobId: form.jobId,
    mobile: form.mobile,
    interviewType: form.interviewType,
    address: form.interviewType === 1 ? '' : form.address,
    meetingLink: form.interviewType === 1 ? form.meetingLink.trim() : '',
    latitude: form.latitude,
    longitude: form.longitude,
    interviewTime: formatInterviewTime(form.date, form.time),
    remark: form.remark,
    to,
  };
}
