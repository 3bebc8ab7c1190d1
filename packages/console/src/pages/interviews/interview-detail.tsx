// An interview in the kit's drawer: candidate, job, time, the place (an online one's meeting link),
// both numbers, remark and status, with 下载日历 (its .ics file) always, 取消面试 and 改期 while
// it is to come, and its outcome once its time has passed. The candidate's name opens their
// resume in the layout's resume drawer when they have one.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { INTERVIEW_TYPE, type InterviewOutcome, type InterviewRecord } from '@employment-cloud/api-contract';
import type { TopicKey } from '../../i18n-keys';
import { DangerButton, DetailDrawer, LinkButton, ListState, minuteText, PlainButton } from '../../kit';
import { openResume } from '../../layout/resume-viewer/resume-viewer-events';
import { canChange, canRecordOutcome, candidateText, placeText, statusText, timeText, typeText } from './interview-labels';
import { MeetingLink } from './meeting-link';
import { OutcomeSelect } from './outcome-select';

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
  flex-wrap: wrap;
  gap: 8px;
  & + & {
    margin-top: 8px;
  }
`;

export type ShownInterview = { status: 'loading' | 'error'; error: string } | { status: 'ready'; interview: InterviewRecord } | null;

export interface InterviewDetailProps {
  shown: ShownInterview;
  onClose: () => void;
  onRetry: () => void;
  onCancel: (interview: InterviewRecord) => void;
  onReschedule: (interview: InterviewRecord) => void;
  onOutcome: (interview: InterviewRecord, outcome: InterviewOutcome) => void;
  /** Saves its .ics file. */
  onDownloadCalendar: (interview: InterviewRecord) => void;
}

export function InterviewDetail({ shown, onClose, onRetry, onCancel, onReschedule, onOutcome, onDownloadCalendar }: InterviewDetailProps) {
  const { t } = useTranslation();
  const interview = shown?.status === 'ready' ? shown.interview : null;
  const rows: [TopicKey<'interviews'>, ReactNode][] = interview
    ? [
        ['interviews.candidate', <CandidateName key="candidate" interview={interview} />],
        ['interviews.job', interview.jobTitle],
        ['interviews.time', timeText(interview.interviewTime)],
        ['interviews.type', typeText(t, interview.interviewType)],
        // Online, the type already says 线上面试: the link is where it happens.
        interview.interviewType === INTERVIEW_TYPE.online ? meetingLinkRow(interview) : ['interviews.place', placeText(interview, t)],
        ['interviews.recruiterMobile', interview.mobile ?? ''],
        ['interviews.candidateMobile', interview.candidateMobile ?? ''],
        ['interviews.remark', interview.remark ?? ''],
        ['interviews.status', statusText(t, interview)],
        ['interviews.createdAt', minuteText(interview.createdAt)],
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
          <Actions>
            <PlainButton type="button" onClick={() => onDownloadCalendar(interview)}>
              {t('interviews.downloadCalendar')}
            </PlainButton>
          </Actions>
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
          {canRecordOutcome(interview) && (
            <Actions>
              <OutcomeSelect t={t} interview={interview} onOutcome={onOutcome} />
            </Actions>
          )}
        </>
      )}
    </DetailDrawer>
  );
}

/** An online interview's link row: '—' until one is given. */
const meetingLinkRow = ({ meetingLink }: InterviewRecord): [TopicKey<'interviews'>, ReactNode] => [
  'interviews.meetingLink',
  meetingLink ? <MeetingLink href={meetingLink} /> : '',
];

/** The candidate's name: a button opening their resume when they have one. */
function CandidateName({ interview }: { interview: InterviewRecord }) {
  const { t } = useTranslation();
  const { resumeId } = interview;
  if (resumeId === null || resumeId === undefined) return candidateText(interview);
  return (
    <LinkButton type="button" title={t('submissions.openResume')} onClick={(event) => openResume(resumeId, event.currentTarget)}>
      {candidateText(interview)}
    </LinkButton>
  );
}
