import type { ChatResume } from '@employment-cloud/api-contract';
import type { Db } from '../db/connect';

/** Monthly salary in yuan as the spec's salaryString: '8-12K', '8K以上', '面议'. */
export function salaryString(min: number | null, max: number | null): string {
  const k = (yuan: number) => `${Math.round(yuan / 100) / 10}`;
  if (min && max) return `${k(min)}-${k(max)}K`;
  if (min) return `${k(min)}K以上`;
  if (max) return `${k(max)}K以下`;
  return '面议';
}

export function workYearsString(years: number | null): string {
  if (years === null) return '';
  return years <= 0 ? '应届生' : `${years}年`;
}

/** The resume of docs/chat.md §3 "Job context". */
export async function resumeContext(db: Db, resumeId: number): Promise<ChatResume | null> {
  const r = await db
    .selectFrom('resumes')
    .select(['id', 'userId', 'name', 'workStatus', 'sex', 'age', 'degree', 'major', 'workYears'])
    .where('id', '=', resumeId)
    .executeTakeFirst();
  if (!r) return null;
  const expectations = await db
    .selectFrom('resumeExpectations')
    .select(['city', 'position', 'salaryMin', 'salaryMax'])
    .where('resumeId', '=', resumeId)
    .orderBy('id')
    .execute();
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    workStatus: r.workStatus,
    sex: r.sex,
    age: r.age,
    degree: r.degree,
    major: r.major,
    workYears: r.workYears,
    workYearsString: workYearsString(r.workYears),
    expectations: expectations.map((e) => ({ city: e.city, position: e.position, salaryString: salaryString(e.salaryMin, e.salaryMax) })),
  };
}
