// A submission's stage as a step indicator in the resume drawer: an ordered list of the steps,
// the current one marked aria-current="step". The steps before it are shown as passed unless the
// way ended in rejected, which may have come at any step.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PipelineStage } from '@employment-cloud/api-contract';
import { STAGE_LABELS, stepsOf } from './pipeline-stages';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: flex;
    align-items: center;
    gap: 4px;
    color: #909399;
    font-size: 13px;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 20px;
    height: 20px;
    border: 1px solid currentColor;
    border-radius: 50%;
    font-size: 12px;
  }
  li + li::after {
    order: -1;
    content: '';
    width: 16px;
    border-top: 1px solid #dcdfe6;
  }
  li[data-passed] {
    color: #1d5fc4;
  }
  li[aria-current='step'] {
    color: #1d5fc4;
    font-weight: 600;
  }
  li[aria-current='step'][data-stage='rejected'] {
    color: #c4321d;
  }
`;

export function StageSteps({ stage, label }: { stage: PipelineStage; label: string }) {
  const { t } = useTranslation();
  const steps = stepsOf(stage);
  const at = steps.indexOf(stage);
  return (
    <Steps aria-label={label}>
      {steps.map((step, i) => (
        <li key={step} data-stage={step} aria-current={i === at ? 'step' : undefined} data-passed={i < at && stage !== 'rejected' ? '' : undefined}>
          {t(STAGE_LABELS[step])}
        </li>
      ))}
    </Steps>
  );
}
