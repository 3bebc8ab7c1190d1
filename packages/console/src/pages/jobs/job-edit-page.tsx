// zhiweiEdit (/zhiwei/edit, ?id= to edit): the job form on the kit. Saved as a draft or
// published; the server's field errors land on their field; leaving with unsaved changes asks.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { JOB_STATUS, type Job } from '@employment-cloud/api-contract';
import { createJob, fetchJob, runJobAction, updateJob } from '../../api/jobs.api';
import { toastSuccess } from '../../api/toast';
import { FormActions, ListState, PageFrame, PlainButton, PrimaryButton, showServerError, useLeavePrompt } from '../../kit';
import { pathOf } from '../../routes';
import { jobFieldNames } from './job-field-names';
import { EMPTY_JOB_FORM, formToJobInput, jobFormSchema, jobToForm, type JobFormValues } from './job-form.schema';
import { JobFormFields } from './job-form-fields';
import { useSelectsFollowDicts } from '../../kit/form/use-dicts';
import { useJobDicts } from './use-job-dicts';

const LIST_PATH = pathOf('zhiweiIndex');

export default function JobEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const dicts = useJobDicts();
  const [job, setJob] = useState<{ status: 'loading' | 'ready' | 'error'; data?: Job; error: string }>({ status: id ? 'loading' : 'ready', error: '' });
  const [attempt, setAttempt] = useState(0);
  const schema = useMemo(() => jobFormSchema(t), [t]);
  const form = useForm<JobFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY_JOB_FORM });
  const { handleSubmit, reset, setError, formState } = form;
  useSelectsFollowDicts(form, dicts);
  const [saving, setSaving] = useState(false);
  const { leave, leaveDialog } = useLeavePrompt(formState.isDirty && !saving);

  useEffect(() => {
    if (!id) return;
    let live = true;
    setJob({ status: 'loading', error: '' });
    fetchJob(id).then(
      (data) => {
        if (!live) return;
        setJob({ status: 'ready', data, error: '' });
        reset(jobToForm(data));
      },
      (error: unknown) => live && setJob({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt, reset]);

  const save = (publish: boolean) =>
    handleSubmit(async (values) => {
      setSaving(true);
      const input = formToJobInput(values);
      try {
        if (!id) await createJob(input, publish);
        else {
          await updateJob(id, input);
          if (publish && job.data?.status !== JOB_STATUS.published) await runJobAction(id, 'publish');
        }
        reset(values);
        // 已发布 only when this save published the job; an edit of a published job is 已保存.
        toastSuccess(t(publish && job.data?.status !== JOB_STATUS.published ? 'jobs.published' : 'jobs.saved'));
        navigate(LIST_PATH);
      } catch (error) {
        showServerError(error, jobFieldNames(t), setError);
        setSaving(false);
      }
    });

  const published = job.data?.status === JOB_STATUS.published;
  return (
    <PageFrame title={t(id ? 'jobs.editTitle' : 'jobs.createTitle')}>
      {job.status !== 'ready' ? (
        <ListState status={job.status} empty error={job.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <form noValidate onSubmit={save(true)}>
          <JobFormFields form={form} dicts={dicts} />
          <FormActions>
            <PrimaryButton type="submit" disabled={saving}>
              {t(published ? 'jobs.save' : 'jobs.savePublish')}
            </PrimaryButton>
            {!published && (
              <PlainButton type="button" disabled={saving} onClick={save(false)}>
                {t('jobs.saveDraft')}
              </PlainButton>
            )}
            <PlainButton type="button" onClick={() => void leave(LIST_PATH)}>
              {t('common.cancel')}
            </PlainButton>
          </FormActions>
        </form>
      )}
      {leaveDialog}
    </PageFrame>
  );
}
