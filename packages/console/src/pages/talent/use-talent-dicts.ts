// zhaorenIndex's dictionaries (GET front/v1/common/dict-data): degree and work experience. A
// dictionary that fails to load stays empty (the error policy has told the user).
import { useEffect, useState } from 'react';
import { fetchDict, type DictEntry } from '../../api/jobs.api';

export interface TalentDicts {
  degree: DictEntry[];
  workYears: DictEntry[];
}

export function useTalentDicts(): TalentDicts {
  const [dicts, setDicts] = useState<TalentDicts>({ degree: [], workYears: [] });
  useEffect(() => {
    let live = true;
    for (const [field, dictType] of [
      ['degree', 'degree'],
      ['workYears', 'work_years'],
    ] as const) {
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
