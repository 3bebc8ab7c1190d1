// zhiweiEdit (/zhiwei/edit, ?id= to edit): the job form on the kit. Saved as a draft or
// published; the server's field errors land on their field; leaving with unsaved changes asks.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_STATUS } from '@employment-cloud/api-contract';
import { createJob, fetchJob, runJobAction, updateJob } from '../../api/jobs.api';
import { FormPage, PlainButton, useFormPage, usePageSearch, useRecordQuery } from '../../kit';
import { pathOf } from '../../routes';
import { jobFieldNames } from './job-field-names';
import { EMPTY_JOB_FORM, formToJobInput, jobFormSchema, jobToForm, type JobFormValues } from './job-form.schema';
import { JobFormFields } from './job-form-fields';
import { useSelectsFollowDicts } from '../../kit/form/use-dicts';
import { useJobDicts } from './use-job-dicts';

const LIST_PATH = pathOf('zhiweiIndex');

export default function JobEditPage() {
  const { t } = useTranslation();
  const id = Number(usePageSearch().get('id')) || undefined;
  const dicts = useJobDicts();
  const job = useRecordQuery(['job', id], () => fetchJob(id!), { enabled: id !== undefined });
  const record = job.state.status === 'ready' ? job.state.data : null;
  const published = record?.status === JOB_STATUS.published;
  const submitJob = (publish: boolean) => async (values: JobFormValues) => {
    const input = formToJobInput(values);
    if (!id) await createJob(input, publish);
    else {
      await updateJob(id, input);
      if (publish && !published) await runJobAction(id, 'publish');
    }
    // 已发布 only when this save published the job; an edit of a published job is 已保存.
    return t(publish && !published ? 'jobs.published' : 'jobs.saved');
  };
  const page = useFormPage({
    schema: useMemo(() => jobFormSchema(t), [t]),
    empty: EMPTY_JOB_FORM,
    record,
    toForm: jobToForm,
    fieldNames: jobFieldNames(t),
    back: LIST_PATH,
    submit: submitJob(true),
  });
  useSelectsFollowDicts(page.form, dicts);

  return (
    <FormPage
      title={t(id ? 'jobs.editTitle' : 'jobs.createTitle')}
      page={page}
      load={id ? job : undefined}
      submitLabel={t(published ? 'jobs.save' : 'jobs.savePublish')}
      moreActions={
        !published && (
          <PlainButton type="button" disabled={page.saving} onClick={page.saveWith(submitJob(false))}>
            {t('jobs.saveDraft')}
          </PlainButton>
        )
      }
    >
      <JobFormFields form={page.form} dicts={dicts} />
    </FormPage>
  );
}
