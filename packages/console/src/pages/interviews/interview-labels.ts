// The interview statuses (1 待确认, 2 已接受, 3 已拒绝, 4 已取消) and types (1 online, 2 on-site)
// with their texts, in the order the recruiter filters them.
import type { TFunction } from 'i18next';
import { INTERVIEW_STATUS, INTERVIEW_TYPE, type InterviewRecord } from '../../api/interviews.api';

export const STATUS_LABELS = [
  { status: INTERVIEW_STATUS.pending, label: 'interviews.statusPending' },
  { status: INTERVIEW_STATUS.accepted, label: 'interviews.statusAccepted' },
  { status: INTERVIEW_STATUS.declined, label: 'interviews.statusDeclined' },
  { status: INTERVIEW_STATUS.cancelled, label: 'interviews.statusCancelled' },
] as const;

export const TYPE_LABELS = [
  { type: INTERVIEW_TYPE.online, label: 'interviews.typeOnline' },
  { type: INTERVIEW_TYPE.onsite, label: 'interviews.typeOnsite' },
] as const;

export const statusText = (t: TFunction, status: number) => {
  const found = STATUS_LABELS.find((entry) => entry.status === status);
  return found ? t(found.label) : String(status);
};

export const typeText = (t: TFunction, type: number) => t(type === INTERVIEW_TYPE.online ? 'interviews.typeOnline' : 'interviews.typeOnsite');

/** The interview's time without seconds: yyyy-MM-dd HH:mm. */
export const timeText = (time: string | null | undefined) => (time ? time.slice(0, 16).replace('T', ' ') : '');

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant the server sends as ISO (createdAt) in the browser's time: yyyy-MM-dd HH:mm. */
export function instantText(iso: string | null | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return timeText(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Online interviews keep their meeting link or note in the address when there is one. */
export const placeText = (interview: Pick<InterviewRecord, 'address' | 'interviewType'>, t: TFunction) =>
  interview.address || (interview.interviewType === INTERVIEW_TYPE.online ? t('interviews.typeOnline') : '');

export const candidateText = (interview: Pick<InterviewRecord, 'candidateName' | 'candidateId'>) => interview.candidateName || `#${interview.candidateId}`;

/** Cancelling and rescheduling are for interviews not cancelled and not over. */
export const canChange = (interview: Pick<InterviewRecord, 'status'>) => interview.status !== INTERVIEW_STATUS.cancelled;
