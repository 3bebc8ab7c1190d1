// A form's dictionaries (GET front/v1/common/dict-data), by field: { field: dictType }. A
// dictionary that fails to load stays empty (the error policy has told the user).
import { useEffect, useState } from 'react';
import { fetchDict, type DictEntry } from '../../api/jobs.api';

export function useDicts<F extends string>(types: Readonly<Record<F, string>>): Record<F, DictEntry[]> {
  const [dicts, setDicts] = useState(() => Object.fromEntries(Object.keys(types).map((field) => [field, []])) as unknown as Record<F, DictEntry[]>);
  const key = JSON.stringify(types);
  useEffect(() => {
    let live = true;
    for (const [field, dictType] of Object.entries(types) as [F, string][]) {
      fetchDict(dictType).then(
        (entries) => live && setDicts((current) => ({ ...current, [field]: entries })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
    // The dictionaries are named by value: a new object with the same types loads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return dicts;
}
