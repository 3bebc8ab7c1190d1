// What came of an interview whose time has passed (到场 / 未到场 / 已录用): a select in its row and
// in its drawer, recorded on change and correctable. Named with the candidate and the time, as
// the row's other actions are.
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import type { InterviewOutcome, InterviewRecord } from '@employment-cloud/api-contract';
import { candidateText, OUTCOME_LABELS, timeText } from './interview-labels';

const Select = styled.select`
  height: 28px;
  padding: 0 4px;
  border: 1px solid #dcdfe6;
  border-radius: 4px;
  background: #fff;
  color: #303133;
  font: inherit;
`;

export interface OutcomeSelectProps {
  t: TFunction;
  interview: InterviewRecord;
  onOutcome: (interview: InterviewRecord, outcome: InterviewOutcome) => void;
}

export function OutcomeSelect({ t, interview, onOutcome }: OutcomeSelectProps) {
  return (
    <Select
      aria-label={`${t('interviews.outcome')} ${candidateText(interview)} ${timeText(interview.interviewTime)}`}
      value={interview.outcome ?? ''}
      onChange={(event) => {
        const outcome = OUTCOME_LABELS.find((entry) => String(entry.outcome) === event.target.value)?.outcome;
        if (outcome) onOutcome(interview, outcome);
      }}
    >
      <option value="" disabled>
        {t('interviews.outcomeNone')}
      </option>
      {OUTCOME_LABELS.map((entry) => (
        <option key={entry.outcome} value={entry.outcome}>
          {t(entry.label)}
        </option>
      ))}
    </Select>
  );
}
