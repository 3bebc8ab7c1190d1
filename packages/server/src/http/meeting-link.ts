// What is stored of an online interview's meeting link (migration 0021); the link's rule
// (isMeetingLink, MEETING_LINK_MAX) and the body field are the contract's (meetingLinkField).

/** What is stored: an on-site interview has no link, as an online one has no address. */
export function storedMeetingLink(interviewType: number, link: string | null | undefined): string | null {
  return interviewType === 1 && link ? link : null;
}
