// 改期's rules: a new day and time not in the past (the invitation's rules, interview.time.ts), and
// for an online interview its meeting link, which may change with the time (the server's rule,
// interview/meeting-link.ts). Messages are translated when the schema is made, as the other
// console dialogs' are (pages/colleagues/colleague.schema.ts).
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { formatInterviewTime, isDayDisabled, isPastTime } from '../../interview/interview.time';
import { isMeetingLink, MEETING_LINK_MAX } from '../../interview/meeting-link';

/** `now` is read when the form is checked, not when the schema is made: a faked clock counts. */
export function rescheduleSchema(t: TFunction, now: () => number = () => Date.now()) {
  return z
    .object({
      day: z.date().nullable(),
      time: z.string(),
      // An on-site interview shows no link field and keeps '' here, which passes.
      meetingLink: z.string().trim().max(MEETING_LINK_MAX, t('interview.meetingLinkTooLong')).refine(isMeetingLink, t('interview.meetingLinkInvalid')),
    })
    .check((context) => {
      // Beside the link's issues, not after them: every broken rule shows at once.
      const { day, time } = context.value;
      if (!(day instanceof Date)) context.issues.push({ code: 'custom', path: ['day'], message: t('interviews.rescheduleDateRequired'), input: day });
      else if (isDayDisabled(day, now()) || isPastTime(day, time, now()))
        context.issues.push({ code: 'custom', path: ['day'], message: t('interviews.rescheduleNotPast'), input: day });
    });
}

export type RescheduleFormInput = z.input<ReturnType<typeof rescheduleSchema>>;
export type RescheduleForm = z.output<ReturnType<typeof rescheduleSchema>>;

/** What the reschedule call takes: the time as the server's wall clock, the link when online. */
export function rescheduleOf(form: RescheduleForm, online: boolean): { interviewTime: string; meetingLink?: string } {
  return { interviewTime: formatInterviewTime(form.day!, form.time), ...(online ? { meetingLink: form.meetingLink } : {}) };
}
