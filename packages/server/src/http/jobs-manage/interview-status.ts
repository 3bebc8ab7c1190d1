/**
 * An interview's status (interviews.status, default 1 when the invitation is sent). The spec
 * names no values; these are the console's: 1 待确认, 2 已接受, 3 已拒绝, 4 已取消.
 */
export const INTERVIEW_STATUS = { pending: 1, accepted: 2, declined: 3, cancelled: 4 } as const;

/** What came of an interview after its time (interviews.outcome): 1 到场, 2 未到场, 3 已录用. */
export const INTERVIEW_OUTCOME = { attended: 1, absent: 2, hired: 3 } as const;
