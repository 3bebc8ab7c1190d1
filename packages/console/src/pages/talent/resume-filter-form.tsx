// zhaorenIndex's filter bar: expected position and city, degree and experience (dictionaries),
// salary range and keyword; applied together on 搜索 (or Enter), cleared by 重置.
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DictEntry } from '../../api/jobs.api';
import type { ConsoleKey } from '../../i18n-keys';
import { PlainButton, PrimaryButton } from '../../kit';
import { RESUME_FILTERS, SALARY_RANGES, searchableExperience, type ResumeFilters } from './resume-filters';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 12px;
  padding: 12px;
  background: #f5f7fa;
  border-radius: 4px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 13px;
    color: #606266;
  }
  input,
  select {
    box-sizing: border-box;
    height: 32px;
    padding: 0 8px;
    border: 1px solid #c0c4cc;
    border-radius: 4px;
    width: 150px;
    background: #fff;
  }
  .buttons {
    display: flex;
    gap: 8px;
  }
`;

export interface ResumeFilterFormProps {
  value: ResumeFilters;
  degrees: DictEntry[];
  experiences: DictEntry[];
  onSearch: (filters: ResumeFilters) => void;
}

export function ResumeFilterForm({ value, degrees, experiences, onSearch }: ResumeFilterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: keyof ResumeFilters) => String(data.get(name) ?? '').trim();
    onSearch({
      position: read('position'),
      city: read('city'),
      degree: read('degree'),
      experience: read('experience'),
      salary: read('salary'),
      keyword: read('keyword'),
    });
  };
  const text = (name: 'position' | 'city' | 'keyword', placeholder: ConsoleKey) => (
    <label htmlFor={`${id}-${name}`}>
      {t(`talent.${name}`)}
      <input id={`${id}-${name}`} name={name} defaultValue={value[name]} placeholder={t(placeholder)} />
    </label>
  );
  const select = (name: 'degree' | 'experience' | 'salary', label: ConsoleKey, options: { value: string; label: string }[]) => (
    <label htmlFor={`${id}-${name}`}>
      {t(label)}
      <select id={`${id}-${name}`} name={name} defaultValue={value[name]}>
        <option value="">{t('talent.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    // Keyed by the applied filters: a restored or reset query shows in the fields.
    <Form key={JSON.stringify(value) + degrees.length + experiences.length} role="search" aria-label={t('talent.filtersLabel')} onSubmit={submit}>
      {text('position', 'talent.positionPlaceholder')}
      {text('city', 'talent.cityPlaceholder')}
      {/* By the degree's value: its label is in the reader's language (the server maps it). */}
      {select(
        'degree',
        'talent.degree',
        degrees.map((entry) => ({ value: entry.value, label: entry.label })),
      )}
      {select('experience', 'talent.workYears', searchableExperience(experiences))}
      {select(
        'salary',
        'talent.salary',
        SALARY_RANGES.map((range) => ({ value: range.value, label: t(range.label) })),
      )}
      {text('keyword', 'talent.keywordPlaceholder')}
      <div className="buttons">
        <PrimaryButton type="submit">{t('talent.search')}</PrimaryButton>
        <PlainButton type="button" onClick={() => onSearch(RESUME_FILTERS)}>
          {t('talent.reset')}
        </PlainButton>
      </div>
    </Form>
  );
}
