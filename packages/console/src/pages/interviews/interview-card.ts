// The interview card sent to the candidate after a change: the server's updated interview (the
// widget's card shows its time, type, place, contact and remark, and reads the current status
// itself), its status in words, and the change said in front of the remark: the cancel reason,
// or that the time moved.
import type { TFunction } from 'i18next';
import type { InterviewRecord } from '@employment-cloud/api-contract';
import type { Interview } from '../../interview/interview.types';
import { statusLabel } from './interview-labels';

export type InterviewChange = { kind: 'cancelled'; reason: string } | { kind: 'rescheduled' };

export function updatedInterviewCard(t: TFunction, interview: InterviewRecord, change: InterviewChange): Interview {
  const note =
    change.kind === 'cancelled' ? (change.reason ? t('interviews.cardCancelReason', { reason: change.reason }) : '') : t('interviews.cardRescheduled');
  return {
    ...interview,
    statusText: statusLabel(t, interview.status),
    change: change.kind,
    ...(change.kind === 'cancelled' && change.reason ? { cancelReason: change.reason } : {}),
    remark: [note, interview.remark ?? ''].filter(Boolean).join(' '),
  };
}
