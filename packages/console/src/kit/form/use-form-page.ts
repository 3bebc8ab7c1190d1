// An edit page's form (docs/development.md §5): react-hook-form with the page's zod schema, filled
// from the record once it is loaded (a new record keeps `empty`), and one save: the page's
// `submit` answers the success toast's text; the form is then clean, the toast shown and the page
// goes `back` (or where `submit` says). A rejected save leaves the form as it was, the server's message on the field it
// names (the client's error policy has shown the toast). Leaving with unsaved changes asks.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { ZodType } from 'zod';
import { toastSuccess } from '../../api/toast';
import { showServerError, type FieldNames } from './server-field-error';
import { useLeavePrompt } from './use-leave-prompt';

/** A save's outcome: the toast's text, or the text and the page to go to instead of `back`. */
export type Saved = string | { toast: string; to: string };

export interface FormPageOptions<V extends FieldValues, R> {
  schema: ZodType<V, V>;
  empty: V;
  /** The record being edited, once loaded; null while it loads (or for a new one). */
  record: R | null;
  toForm: (record: R) => V;
  /** Saves the values; answers the success toast's text (and where to go, if not `back`). */
  submit: (values: V) => Promise<Saved>;
  /** The words of each field the server's messages may name (server-field-error.ts). */
  fieldNames: FieldNames<Path<V>>;
  /** Where the page goes after a save and on cancel. */
  back: string;
}

export interface FormPageState<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The form's onSubmit: validates, then saves with `submit`. */
  save: ReturnType<UseFormReturn<V>['handleSubmit']>;
  /** A submit of its own (a second button: 保存为草稿), saved as `save` is. */
  saveWith: (submit: (values: V) => Promise<Saved>) => () => Promise<void>;
  saving: boolean;
  /** The field's error message, if any. */
  error: (name: Path<V>) => string | undefined;
  cancel: () => void;
  back: string;
  leaveDialog: ReactNode;
}

export function useFormPage<V extends FieldValues, R>(options: FormPageOptions<V, R>): FormPageState<V> {
  const { schema, empty, record, toForm, submit, fieldNames, back } = options;
  const navigate = useNavigate();
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues: empty as DefaultValues<V> });
  const { handleSubmit, reset, setError, formState } = form;
  const [saving, setSaving] = useState(false);
  const { leave, leaveDialog } = useLeavePrompt(formState.isDirty && !saving);

  useEffect(() => {
    if (record) reset(toForm(record));
  }, [record, reset, toForm]);

  const saveWith = (run: (values: V) => Promise<Saved>) =>
    handleSubmit(async (values) => {
      setSaving(true);
      try {
        const done = await run(values);
        reset(values);
        toastSuccess(typeof done === 'string' ? done : done.toast);
        navigate(typeof done === 'string' ? back : done.to);
      } catch (failure) {
        showServerError(failure, fieldNames, setError);
      } finally {
        setSaving(false);
      }
    });

  return {
    form,
    save: saveWith(submit),
    saveWith: (run) => () => saveWith(run)(),
    saving,
    // Read through formState.errors, so the page renders again when an error comes or goes.
    error: (name) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message,
    cancel: () => void leave(back),
    back,
    leaveDialog,
  };
}
