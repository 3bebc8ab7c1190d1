// An online interview's meeting link (migration 0021): an absolute http(s) URL of up to
// MEETING_LINK_MAX characters. It becomes a link in the console and the chat card and the URL of
// the .ics file, so nothing else passes: no javascript: or data: scheme, no relative path, no
// whitespace inside. Plain code (no zod), for a client's form to say so before the server does.

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
