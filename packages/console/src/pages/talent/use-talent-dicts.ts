// zhaorenIndex's dictionaries (GET front/v1/common/dict-data): degree and work experience, cached
// for the session (kit/form/use-dicts.ts). A dictionary that fails to load stays empty (the error
// policy has told the user).
import type { DictEntry } from '../../api/jobs.api';
import { useDicts } from '../../kit/form/use-dicts';

export interface TalentDicts {
  degree: DictEntry[];
  workYears: DictEntry[];
}

const TALENT_DICTS = { degree: 'degree', workYears: 'work_years' } as const;

export const useTalentDicts = (): TalentDicts => useDicts(TALENT_DICTS);
