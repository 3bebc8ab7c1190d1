// An interview in the kit's drawer: candidate, job, time, place or link, contact, remark and
// status, with 取消面试 and 改期 while it is not cancelled.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InterviewRecord } from '../../api/interviews.api';
import type { TopicKey } from '../../i18n-keys';
import { DangerButton, DetailDrawer, ListState, PlainButton } from '../../kit';
import { canChange, candidateText, instantText, placeText, statusText, timeText, typeText } from './interview-labels';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    color: #606266;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

export type ShownInterview = { status: 'loading' | 'error'; error: string } | { status: 'ready'; interview: InterviewRecord } | null;

export interface InterviewDetailProps {
  shown: ShownInterview;
  onClose: () => void;
  onRetry: () => void;
  onCancel: (interview: InterviewRecord) => void;
  onReschedule: (interview: InterviewRecord) => void;
}

export function InterviewDetail({ shown, onClose, onRetry, onCancel, onReschedule }: InterviewDetailProps) {
  const { t } = useTranslation();
  const interview = shown?.status === 'ready' ? shown.interview : null;
  const rows: [TopicKey<'interviews'>, string][] = interview
    ? [
        ['interviews.candidate', candidateText(interview)],
        ['interviews.job', interview.jobTitle],
        ['interviews.time', timeText(interview.interviewTime)],
        ['interviews.type', typeText(t, interview.interviewType)],
        ['interviews.place', placeText(interview, t)],
        ['interviews.contact', interview.mobile ?? ''],
        ['interviews.remark', interview.remark ?? ''],
        ['interviews.status', statusText(t, interview.status)],
        ['interviews.createdAt', instantText(interview.createdAt)],
      ]
    : [];
  return (
    <DetailDrawer open={shown !== null} onOpenChange={(open) => !open && onClose()} title={t('interviews.detailTitle')}>
      {shown && shown.status !== 'ready' && <ListState status={shown.status} empty error={shown.error || t('interviews.detailLoadFailed')} onRetry={onRetry} />}
      {interview && (
        <>
          <List>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{t(label)}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </List>
          {canChange(interview) && (
            <Actions>
              <PlainButton type="button" onClick={() => onReschedule(interview)}>
                {t('interviews.reschedule')}
              </PlainButton>
              <DangerButton type="button" onClick={() => onCancel(interview)}>
                {t('interviews.cancel')}
              </DangerButton>
            </Actions>
          )}
        </>
      )}
    </DetailDrawer>
  );
}
