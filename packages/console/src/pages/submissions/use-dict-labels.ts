// A dictionary's labels by value (resumes keep the sex as its dictionary value: 1 男, 2 女); the
// value itself until they load, or when it has none.
import { useCallback, useEffect, useState } from 'react';
import { fetchDict } from '../../api/jobs.api';

export function useDictLabels(dictType: string): (value: string | null) => string {
  const [labels, setLabels] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    let current = true;
    fetchDict(dictType).then(
      (entries) => current && setLabels(new Map(entries.map((entry) => [entry.value, entry.label]))),
      // Told by the error policy; the values show as they are.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dictType]);
  return useCallback((value) => (value === null ? '' : (labels.get(value) ?? value)), [labels]);
}
