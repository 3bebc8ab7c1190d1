// An online interview's meeting link, as the invitation and 改期 take it (migration 0021): an
// absolute http(s) URL of up to MEETING_LINK_MAX characters, or empty / absent for none. It
// becomes a link in the console and the chat card and the URL of the .ics file, so nothing else
// passes: no javascript: or data: scheme, no relative path, no whitespace inside.
import { z } from 'zod';

/** Long enough for the join links of Tencent Meeting, Zoom and Teams (a few hundred characters). */
export const MEETING_LINK_MAX = 1000;

/** Whether `text` is an absolute http(s) URL with a host and nothing that would break it as a link. */
export function isMeetingLink(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || /[\s\u0000-\u001f\u007f]/.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** The body field: trimmed; '' (and null, or no field) means no link. */
export const meetingLinkField = z
  .string({ error: 'interview.meetingLink.invalid' })
  .trim()
  .max(MEETING_LINK_MAX, { error: 'interview.meetingLink.tooLong' })
  .refine((text) => text === '' || isMeetingLink(text), { error: 'interview.meetingLink.invalid' })
  .nullish();

/** What is stored: an on-site interview has no link, as an online one has no address. */
export function storedMeetingLink(interviewType: number, link: string | null | undefined): string | null {
  return interviewType === 1 && link ? link : null;
}
