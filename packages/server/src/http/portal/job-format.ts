import type { Db } from '../../db/connect';

/** Job status 2: published, the console's notion (jobs-manage/company-jobs.ts JOB_STATUS). */
export const PUBLISHED = 2;

/** A job's monthly salary, stored in K (the console's job form), as the portal shows it: '15-25K', '8K以上', '面议'. */
export function jobSalaryString(min: number | null, max: number | null): string {
  if (min && max) return min === max ? `${min}K` : `${min}-${max}K`;
  if (min) return `${min}K以上`;
  if (max) return `${max}K以下`;
  return '面议';
}

export interface JobLabels {
  degree: Map<string, string>;
  workYears: Map<string, string>;
  jobType: Map<string, string>;
  welfare: Map<string, string>;
}

/** Dictionary labels of the values jobs store (degree, work_years, job_type, welfare), one query for a page of jobs. */
export async function dictLabels(db: Db): Promise<JobLabels> {
  const rows = await db
    .selectFrom('dictEntries')
    .select(['dictType', 'value', 'label'])
    .where('dictType', 'in', ['degree', 'work_years', 'job_type', 'welfare'])
    .execute();
  const of = (type: string) => new Map(rows.filter((r) => r.dictType === type).map((r) => [r.value, r.label]));
  return { degree: of('degree'), workYears: of('work_years'), jobType: of('job_type'), welfare: of('welfare') };
}

/** A stored value's label, or the value itself when the dictionary lacks it (jobs written before a dictionary change). */
export const labelOf = (labels: Map<string, string>, value: string | null) => (value === null || value === '' ? null : (labels.get(value) ?? value));

const REQUIREMENTS_HEADING = /\n*任职要求[：:]\s*\n?/;

/**
 * The description split into duties and requirements. The console's job form keeps both in one
 * text, the requirements under a 任职要求 heading; the portal shows them as two sections.
 */
export function splitDescription(text: string | null): { description: string | null; requirements: string | null } {
  if (!text) return { description: text, requirements: null };
  const match = REQUIREMENTS_HEADING.exec(text);
  if (!match) return { description: text, requirements: null };
  const duties = text
    .slice(0, match.index)
    .replace(/^岗位职责[：:]\s*\n?/, '')
    .trim();
  return { description: duties || null, requirements: text.slice(match.index + match[0].length).trim() || null };
}
