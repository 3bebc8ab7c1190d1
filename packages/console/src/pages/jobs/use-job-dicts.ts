// The job form's dictionaries (GET front/v1/common/dict-data): type, category, degree,
// experience and the welfare suggestions.
import type { DictEntry } from '../../api/jobs.api';
import { useDicts } from '../../kit/form/use-dicts';

export const JOB_DICTS = { jobType: 'job_type', category: 'job_category', degree: 'degree', workYears: 'work_years', welfare: 'welfare' } as const;
export type JobDicts = Record<keyof typeof JOB_DICTS, DictEntry[]>;

export const useJobDicts = (): JobDicts => useDicts(JOB_DICTS);
