/**
 * An interview's status (interviews.status, default 1 when the invitation is sent: 1 待确认,
 * 2 已接受, 3 已拒绝, 4 已取消) and what came of it after its time (interviews.outcome: 1 到场,
 * 2 未到场, 3 已录用): the contract's.
 */
export { INTERVIEW_OUTCOME, INTERVIEW_STATUS } from '@employment-cloud/api-contract';
