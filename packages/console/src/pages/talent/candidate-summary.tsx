// What every talent list shows of a candidate: the name over "男 · 28岁 · 本科 · 5年经验", and
// the job expectation "前端工程师 · 深圳 · 8-12K". The name opens the candidate's resume in the
// layout's resume drawer (layout/resume-viewer/resume-viewer.tsx).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Candidate, Expectation } from '../../api/talent.api';
import type { TopicKey } from '../../i18n-keys';
import { LinkButton } from '../../kit';
import { openResume } from '../../layout/resume-viewer/resume-viewer-events';

const Who = styled.div`
  strong,
  button {
    display: block;
    font-size: 14px;
    font-weight: 600;
  }
  button {
    padding: 0;
    text-align: left;
    white-space: normal;
  }
  span {
    color: #606266;
    font-size: 12px;
    white-space: normal;
  }
`;

/** A salary in yuan as K (8000 → 8K, 8500 → 8.5K). */
const k = (yuan: number) => `${Math.round(yuan / 100) / 10}K`;

export function salaryText(t: TFunction, min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${k(min)}-${k(max)}`;
  if (min !== null) return t('talent.salaryFrom', { salary: k(min) });
  if (max !== null) return t('talent.salaryUpTo', { salary: k(max) });
  return t('talent.salaryOpen');
}

export function yearsText(t: TFunction, years: number | null): string {
  if (years === null) return '';
  return years <= 0 ? t('talent.freshGraduate') : t('talent.years', { count: years });
}

/** The sex dictionary's values (1 男, 2 女), in the console's language. */
const SEX: Record<string, TopicKey<'talent'>> = { '1': 'talent.male', '2': 'talent.female' };

/** The sex in words for its dictionary value (the value itself when unknown, '' for none). */
export function sexText(t: TFunction, sex: string | null): string {
  if (!sex) return '';
  return SEX[sex] ? t(SEX[sex]) : sex;
}

/** "男 · 28岁 · 本科 · 5年经验", leaving out what the resume does not say. */
export function basicsText(t: TFunction, candidate: Candidate): string {
  const sex = sexText(t, candidate.sex);
  const parts = [sex, candidate.age === null ? null : t('talent.age', { count: candidate.age }), candidate.degree, yearsText(t, candidate.workYears)];
  return parts.filter((part) => part).join(' · ');
}

export function expectationText(t: TFunction, expectation: Expectation | null): string {
  if (!expectation) return t('talent.noExpectation');
  return [expectation.position, expectation.city, salaryText(t, expectation.salaryMin, expectation.salaryMax)].filter((part) => part).join(' · ');
}

export interface CandidateSummaryProps {
  candidate: Candidate;
  /** The name as text, not opening the resume (where a drawer is open already: the pool's edit drawer). */
  plainName?: boolean;
}

export function CandidateSummary({ candidate, plainName = false }: CandidateSummaryProps) {
  const { t } = useTranslation();
  return (
    <Who>
      {plainName ? (
        <strong>{candidate.name}</strong>
      ) : (
        <LinkButton type="button" title={t('submissions.openResume')} onClick={(event) => openResume(candidate.resumeId, event.currentTarget)}>
          {candidate.name}
        </LinkButton>
      )}
      <span>{basicsText(t, candidate)}</span>
    </Who>
  );
}
