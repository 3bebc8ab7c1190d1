// An online interview's meeting link as the console checks it before sending, the server's rule
// (packages/server/src/http/meeting-link.ts): an absolute http(s) URL with a host, no whitespace,
// up to MEETING_LINK_MAX characters. Empty means none. Used by 邀请面试 and 改期.

/** The server's limit (migration 0021). */
export const MEETING_LINK_MAX = 1000;

/** Whether the trimmed `text` is a link the server takes; '' (no link) is. */
export function isMeetingLink(text: string): boolean {
  const link = text.trim();
  if (link === '') return true;
  if (!/^https?:\/\//i.test(link) || /[\s\u0000-\u001f\u007f]/.test(link)) return false;
  try {
    return new URL(link).hostname !== '';
  } catch {
    return false;
  }
}

/** Which message a link breaks, if any: the `interview` topic's keys. */
export function meetingLinkProblem(text: string): 'meetingLinkTooLong' | 'meetingLinkInvalid' | null {
  if (text.trim().length > MEETING_LINK_MAX) return 'meetingLinkTooLong';
  return isMeetingLink(text) ? null : 'meetingLinkInvalid';
}
