// The server answers a bad field with one message that names it (职位名称不能超过30个字); the
// form shows that message on the field it names. A field is found by the first of its names
// (the form's labels, the contract's messages) to occur in the message, earliest in it first:
// 最高薪资不能低于最低薪资 is the maximum's.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/api-error';

export type FieldNames<F extends string> = Partial<Record<F, readonly string[]>>;

/** The field the message is about, or undefined when it names none. */
export function fieldOfMessage<F extends string>(message: string, names: FieldNames<F>): F | undefined {
  let best: { field: F; at: number; length: number } | undefined;
  for (const [field, words] of Object.entries(names) as [F, readonly string[]][]) {
    for (const word of words) {
      if (!word) continue;
      const at = message.indexOf(word);
      if (at < 0) continue;
      // Earliest wins; at the same place, the longer (more specific) name.
      if (!best || at < best.at || (at === best.at && word.length > best.length)) best = { field, at, length: word.length };
    }
  }
  return best?.field;
}

/**
 * Puts a rejected save's message on its field (the client's error policy has already shown the
 * toast); answers whether a field took it.
 */
export function showServerError<V extends FieldValues>(error: unknown, names: FieldNames<Path<V>>, setError: UseFormSetError<V>): boolean {
  if (!(error instanceof ApiError) || !error.message) return false;
  const field = fieldOfMessage(error.message, names);
  if (!field) return false;
  setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  return true;
}
