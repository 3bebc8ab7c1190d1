import { sql } from 'kysely';
import { relabel } from '../dict/dict-text';
import type { Locale } from '../i18n';

// What every candidate-side list shows of a candidate, read from `resumes as r` joined to `users as u`.

/** The candidate's row fields; a query selects them with `.select(CANDIDATE_COLUMNS)`. */
export const CANDIDATE_COLUMNS = ['u.id as candidateId', 'u.avatar', 'r.id as resumeId', 'r.name', 'r.sex', 'r.age', 'r.degree', 'r.workYears'] as const;

/** The resume's first expectation (position, city, salary) as one JSON object, or null. */
export const firstExpectation = sql<{ position: string | null; city: string | null; salaryMin: number | null; salaryMax: number | null } | null>`(
  select json_build_object('position', e.position, 'city', e.city, 'salaryMin', e.salary_min, 'salaryMax', e.salary_max)
  from resume_expectations e where e.resume_id = r.id order by e.id limit 1)`;

export interface CandidateRow {
  candidateId: number;
  avatar: string | null;
  resumeId: number;
  name: string;
  sex: string | null;
  age: number | null;
  degree: string | null;
  workYears: number | null;
}

/**
 * The nested candidate of an answer row, with the chat user ID the console opens a chat with and the
 * resume ID its resume drawer reads (GET /front/v1/resume/:id); the degree (stored as its zh-CN label)
 * in the reader's language.
 */
export function candidateOf(row: CandidateRow, chatUserPrefix: string, locale: Locale) {
  return {
    id: row.candidateId,
    chatId: `${chatUserPrefix}${row.candidateId}`,
    resumeId: row.resumeId,
    name: row.name,
    avatar: row.avatar,
    sex: row.sex,
    age: row.age,
    degree: relabel(locale, 'degree', row.degree),
    workYears: row.workYears,
  };
}

/** A LIKE pattern matching `text` anywhere, its wildcards escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
