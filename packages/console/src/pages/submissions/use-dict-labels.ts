// A dictionary's labels by value (resumes keep the sex as its dictionary value: 1 男, 2 女); the
// value itself until they load, or when it has none (a failed load is told by the error policy).
// The dictionary is cached for the session (kit/form/use-dicts.ts).
import { useCallback, useMemo } from 'react';
import { useDict } from '../../kit/form/use-dicts';

export function useDictLabels(dictType: string): (value: string | null) => string {
  const entries = useDict(dictType);
  const labels = useMemo(() => new Map(entries.map((entry) => [entry.value, entry.label])), [entries]);
  return useCallback((value) => (value === null ? '' : (labels.get(value) ?? value)), [labels]);
}
