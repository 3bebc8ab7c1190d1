// An edit page's frame (kit README, "An edit page"): the page's heading, the record's loading or
// error with its retry until it is there, then the form with its fields, its submit buttons and
// 取消 (which asks before unsaved changes are lost), and the leave dialog.
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlainButton, PrimaryButton } from '../buttons';
import { ListState } from '../list/list-state';
import { PageFrame } from '../page/page-frame';
import type { Loaded } from '../query/use-record-query';
import { FormActions } from './form-actions';
import type { FormPageState } from './use-form-page';

interface FormPageProps<V extends FieldValues> {
  title: ReactNode;
  page: FormPageState<V>;
  /** The record's load, when the page edits one: the form shows once it is ready. */
  load?: { state: Loaded<unknown>; retry: () => void; failed?: string };
  /** The main submit button's text. */
  submitLabel: string;
  /** More buttons after the submit (保存为草稿). */
  moreActions?: ReactNode;
  /** The cancel button's text (取消). */
  cancelLabel?: string;
  /** Above the form (a notice). */
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function FormPage<V extends FieldValues>({ title, page, load, submitLabel, cancelLabel, moreActions, intro, className, children }: FormPageProps<V>) {
  const { t } = useTranslation();
  const waiting = load && load.state.status !== 'ready';
  return (
    <PageFrame title={title} className={className}>
      {intro}
      {waiting ? (
        <ListState status={load.state.status === 'error' ? 'error' : 'loading'} empty error={load.state.error || load.failed || ''} onRetry={load.retry} />
      ) : (
        <form noValidate onSubmit={page.save}>
          {children}
          <FormActions>
            <PrimaryButton type="submit" disabled={page.saving}>
              {submitLabel}
            </PrimaryButton>
            {moreActions}
            <PlainButton type="button" onClick={page.cancel}>
              {cancelLabel ?? t('common.cancel')}
            </PlainButton>
          </FormActions>
        </form>
      )}
      {page.leaveDialog}
    </PageFrame>
  );
}
