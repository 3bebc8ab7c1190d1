// The interview statuses (1 待确认, 2 已接受, 3 已拒绝, 4 已取消) and types (1 online, 2 on-site)
// with their texts, in the order the recruiter filters them.
import type { TFunction } from 'i18next';
import { INTERVIEW_OUTCOME, INTERVIEW_STATUS, INTERVIEW_TYPE, type InterviewRecord } from '@employment-cloud/api-contract';

export const STATUS_LABELS = [
  { status: INTERVIEW_STATUS.pending, label: 'interviews.statusPending' },
  { status: INTERVIEW_STATUS.accepted, label: 'interviews.statusAccepted' },
  { status: INTERVIEW_STATUS.declined, label: 'interviews.statusDeclined' },
  { status: INTERVIEW_STATUS.cancelled, label: 'interviews.statusCancelled' },
] as const;

export const OUTCOME_LABELS = [
  { outcome: INTERVIEW_OUTCOME.attended, label: 'interviews.outcomeAttended' },
  { outcome: INTERVIEW_OUTCOME.absent, label: 'interviews.outcomeAbsent' },
  { outcome: INTERVIEW_OUTCOME.hired, label: 'interviews.outcomeHired' },
] as const;

export const TYPE_LABELS = [
  { type: INTERVIEW_TYPE.online, label: 'interviews.typeOnline' },
  { type: INTERVIEW_TYPE.onsite, label: 'interviews.typeOnsite' },
] as const;

export const statusLabel = (t: TFunction, status: number) => {
  const found = STATUS_LABELS.find((entry) => entry.status === status);
  return found ? t(found.label) : String(status);
};

/** The status, and what came of it once recorded: 已接受 · 已录用. */
export const statusText = (t: TFunction, interview: Pick<InterviewRecord, 'status' | 'outcome'>) => {
  const outcome = OUTCOME_LABELS.find((entry) => entry.outcome === interview.outcome);
  return outcome ? `${statusLabel(t, interview.status)} · ${t(outcome.label)}` : statusLabel(t, interview.status);
};

export const typeText = (t: TFunction, type: number) => t(type === INTERVIEW_TYPE.online ? 'interviews.typeOnline' : 'interviews.typeOnsite');

/** The interview's time without seconds: yyyy-MM-dd HH:mm. */
export const timeText = (time: string | null | undefined) => (time ? time.slice(0, 16).replace('T', ' ') : '');

/** Online interviews keep their meeting link or note in the address when there is one. */
export const placeText = (interview: Pick<InterviewRecord, 'address' | 'interviewType'>, t: TFunction) =>
  interview.address || (interview.interviewType === INTERVIEW_TYPE.online ? t('interviews.typeOnline') : '');

export const candidateText = (interview: Pick<InterviewRecord, 'candidateName' | 'candidateId'>) => interview.candidateName || `#${interview.candidateId}`;

/** Cancelling and rescheduling are for interviews still to come, not cancelled or declined. */
export const canChange = (interview: Pick<InterviewRecord, 'status' | 'past'>) =>
  !interview.past && interview.status !== INTERVIEW_STATUS.cancelled && interview.status !== INTERVIEW_STATUS.declined;

/** Its outcome is recorded once its time has come, unless it was cancelled or declined. */
export const canRecordOutcome = (interview: Pick<InterviewRecord, 'status' | 'past'>) =>
  interview.past && interview.status !== INTERVIEW_STATUS.cancelled && interview.status !== INTERVIEW_STATUS.declined;
