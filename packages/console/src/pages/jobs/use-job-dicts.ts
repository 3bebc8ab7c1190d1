// The job form's dictionaries (GET front/v1/common/dict-data): type, category, degree,
// experience and the welfare suggestions. A dictionary that fails to load stays empty (the
// error policy has told the user).
import { useEffect, useState } from 'react';
import { fetchDict, type DictEntry } from '../../api/jobs.api';

export const JOB_DICTS = { jobType: 'job_type', category: 'job_category', degree: 'degree', workYears: 'work_years', welfare: 'welfare' } as const;
export type JobDicts = Record<keyof typeof JOB_DICTS, DictEntry[]>;

const none: JobDicts = { jobType: [], category: [], degree: [], workYears: [], welfare: [] };

export function useJobDicts(): JobDicts {
  const [dicts, setDicts] = useState<JobDicts>(none);
  useEffect(() => {
    let live = true;
    for (const [field, dictType] of Object.entries(JOB_DICTS) as [keyof JobDicts, string][]) {
      fetchDict(dictType).then(
        (entries) => live && setDicts((current) => ({ ...current, [field]: entries })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, []);
  return dicts;
}
