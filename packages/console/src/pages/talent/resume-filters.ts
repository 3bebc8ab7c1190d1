// zhaorenIndex's filters as the URL keeps them, and what they ask the server
// (GET front/v1/resume/search). Experience is a work_years dictionary value (the job form's
// dictionary) and salary a range; the server takes both as bounds.
import type { ResumeQuery } from '../../api/talent.api';
import type { TopicKey } from '../../i18n-keys';

export const RESUME_FILTERS = { position: '', city: '', degree: '', experience: '', salary: '', keyword: '' };
export type ResumeFilters = typeof RESUME_FILTERS;

/** The years of work each work_years entry means (2 应届 … 7 10年以上); 1 不限 means none. */
const EXPERIENCE_YEARS: Record<string, [number, number | undefined]> = {
  '2': [0, 0],
  '3': [0, 0],
  '4': [1, 3],
  '5': [3, 5],
  '6': [5, 10],
  '7': [10, undefined],
};

/** The work_years entries a search can use (not 不限, which is no filter). */
export const searchableExperience = <E extends { value: string }>(entries: E[]) => entries.filter((entry) => entry.value in EXPERIENCE_YEARS);

/** The salary ranges offered, in thousands of yuan a month (the resume keeps yuan). */
export const SALARY_RANGES: { value: string; label: TopicKey<'talent'>; range: [number | undefined, number | undefined] }[] = [
  { value: '0-3', label: 'talent.salaryBelow3', range: [undefined, 3] },
  { value: '3-5', label: 'talent.salary3to5', range: [3, 5] },
  { value: '5-10', label: 'talent.salary5to10', range: [5, 10] },
  { value: '10-20', label: 'talent.salary10to20', range: [10, 20] },
  { value: '20-50', label: 'talent.salary20to50', range: [20, 50] },
  { value: '50-', label: 'talent.salaryAbove50', range: [50, undefined] },
];

const thousands = (k: number | undefined) => (k === undefined ? undefined : k * 1000);

export function resumeQueryOf(filters: ResumeFilters, page: { pageNum: number; pageSize: number }): ResumeQuery {
  const [workYears, workYearsMax] = EXPERIENCE_YEARS[filters.experience] ?? [undefined, undefined];
  const [salaryMin, salaryMax] = SALARY_RANGES.find((range) => range.value === filters.salary)?.range ?? [undefined, undefined];
  return {
    ...page,
    position: filters.position,
    city: filters.city,
    degree: filters.degree,
    workYears,
    workYearsMax,
    salaryMin: thousands(salaryMin),
    salaryMax: thousands(salaryMax),
    keyword: filters.keyword,
  };
}
