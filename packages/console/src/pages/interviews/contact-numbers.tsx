// An interview's two numbers, each labelled: the recruiter's, which the invitation carries (the
// form's 联系电话), and the candidate's own from their resume.
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import type { InterviewRecord } from '@employment-cloud/api-contract';

const Numbers = styled.span`
  display: inline-grid;
  grid-template-columns: auto max-content;
  gap: 2px 6px;
  white-space: nowrap;
  small {
    color: #606266;
    font-size: 12px;
    white-space: normal;
    word-break: keep-all;
  }
`;

export function ContactNumbers({ t, interview }: { t: TFunction; interview: Pick<InterviewRecord, 'mobile' | 'candidateMobile'> }) {
  return (
    <Numbers>
      <small>{t('interviews.recruiterMobile')}</small>
      <span>{interview.mobile || '—'}</span>
      <small>{t('interviews.candidateMobile')}</small>
      <span>{interview.candidateMobile || '—'}</span>
    </Numbers>
  );
}
