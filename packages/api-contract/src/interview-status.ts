// An interview's status, type and outcome codes: plain constants (no zod), for a client's filters,
// labels and selects.

/** interviews.status: 1 待确认 (pending, as sent), 2 已接受 (accepted), 3 已拒绝 (declined), 4 已取消 (cancelled). */
export const INTERVIEW_STATUS = { pending: 1, accepted: 2, declined: 3, cancelled: 4 } as const;
export type InterviewStatus = (typeof INTERVIEW_STATUS)[keyof typeof INTERVIEW_STATUS];

/** interviews.interview_type: 1 online, 2 on-site (docs/console.md §9). */
export const INTERVIEW_TYPE = { online: 1, onsite: 2 } as const;
export type InterviewType = (typeof INTERVIEW_TYPE)[keyof typeof INTERVIEW_TYPE];

/** What came of it, recorded after its time (interviews.outcome): 1 到场 (attended), 2 未到场 (did not come), 3 已录用 (hired). */
export const INTERVIEW_OUTCOME = { attended: 1, absent: 2, hired: 3 } as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOME)[keyof typeof INTERVIEW_OUTCOME];
