// A form's dictionaries (GET front/v1/common/dict-data), by field: { field: dictType }. A
// dictionary that fails to load stays empty (the error policy has told the user).
import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fetchDict, type DictEntry } from '../../api/jobs.api';

export function useDicts<F extends string>(types: Readonly<Record<F, string>>): Record<F, DictEntry[]> {
  const [dicts, setDicts] = useState(() => Object.fromEntries(Object.keys(types).map((field) => [field, []])) as unknown as Record<F, DictEntry[]>);
  // The dictionaries are named by value: a new object with the same types loads nothing again.
  const key = JSON.stringify(types);
  useEffect(() => {
    let live = true;
    for (const [field, dictType] of Object.entries(JSON.parse(key) as Record<F, string>) as [F, string][]) {
      fetchDict(dictType).then(
        (entries) => live && setDicts((current) => ({ ...current, [field]: entries })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [key]);
  return dicts;
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
