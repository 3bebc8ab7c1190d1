// An online interview's meeting link as the console checks it before sending: the contract's rule
// (@employment-cloud/api-contract, meeting-link.ts), an absolute http(s) URL with a host, no
// whitespace, up to MEETING_LINK_MAX characters. Empty means none. Used by 邀请面试 and 改期.
import { isMeetingLink as isLink, MEETING_LINK_MAX } from '@employment-cloud/api-contract';

/** The server's limit (migration 0021). */
export { MEETING_LINK_MAX };

/** Whether the trimmed `text` is a link the server takes; '' (no link) is. */
export function isMeetingLink(text: string): boolean {
  const link = text.trim();
  return link === '' || isLink(link);
}

/** Which message a link breaks, if any: the `interview` topic's keys. */
export function meetingLinkProblem(text: string): 'meetingLinkTooLong' | 'meetingLinkInvalid' | null {
  if (text.trim().length > MEETING_LINK_MAX) return 'meetingLinkTooLong';
  return isMeetingLink(text) ? null : 'meetingLinkInvalid';
}
