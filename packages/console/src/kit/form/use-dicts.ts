// A form's dictionaries (GET front/v1/common/dict-data), by field: { field: dictType }, each a
// query cached for the session (staleTime Infinity: a dictionary does not change while the console
// runs), so pages and forms that share one load it once. A dictionary that fails to load stays
// empty (the error policy has told the user) and is asked for again by the next page that needs it.
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fetchDict, type DictEntry } from '../../api/jobs.api';

const NONE: DictEntry[] = [];
const dictQuery = (dictType: string) => ({ queryKey: ['dict', dictType], queryFn: () => fetchDict(dictType), staleTime: Infinity });

/** One dictionary's entries; none until it loads. */
export function useDict(dictType: string): DictEntry[] {
  return useQuery(dictQuery(dictType)).data ?? NONE;
}

export function useDicts<F extends string>(types: Readonly<Record<F, string>>): Record<F, DictEntry[]> {
  // The dictionaries are named by value: a new object with the same types is the same request.
  const key = JSON.stringify(types);
  const fields = Object.keys(types) as F[];
  // Stable while no answer changes (TanStack runs `combine` again only then), so effects that follow
  // the dictionaries (useSelectsFollowDicts) run once per answer.
  const combine = useCallback(
    (results: UseQueryResult<DictEntry[]>[]) => {
      const names = Object.keys(JSON.parse(key) as Record<F, string>) as F[];
      return Object.fromEntries(names.map((field, index) => [field, results[index]?.data ?? NONE])) as Record<F, DictEntry[]>;
    },
    [key],
  );
  return useQueries({ queries: fields.map((field) => dictQuery(types[field])), combine });
}

/**
 * A select shows its value only once its options exist: when a dictionary arrives after the form was
 * filled, its field's value is set again (not marking the form changed). Keys of `dicts` are the fields.
 */
export function useSelectsFollowDicts<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'getValues' | 'setValue'>,
  dicts: Readonly<Record<string, readonly DictEntry[]>>,
): void {
  const { getValues, setValue } = form;
  useEffect(() => {
    for (const [field, entries] of Object.entries(dicts)) {
      const name = field as Path<V>;
      if (entries.length) setValue(name, getValues(name));
    }
  }, [dicts, getValues, setValue]);
}
