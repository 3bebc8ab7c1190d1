// The list's job filter: a labelled select of the company's jobs, 全部职位 first.
import { useId } from 'react';
import styled from 'styled-components';
import type { JobOption } from './use-company-jobs';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  select {
    height: 32px;
    max-width: min(240px, 100%);
    border: 1px solid #c0c4cc;
    border-radius: 4px;
  }
`;

export function JobFilter({
  label,
  allLabel,
  jobs,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  jobs: JobOption[];
  value: string;
  onChange: (jobId: string) => void;
}) {
  const id = useId();
  // A remembered job not (or not yet) among the options keeps its value selected.
  const known = value === '' || jobs.some((job) => String(job.id) === value);
  return (
    <Label>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {!known && <option value={value}>#{value}</option>}
        {jobs.map((job) => (
          <option key={job.id} value={String(job.id)}>
            {job.title}
          </option>
        ))}
      </select>
    </Label>
  );
}
