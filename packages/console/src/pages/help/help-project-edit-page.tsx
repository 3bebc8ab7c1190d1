// HelpProjectEdit (/help/project-edit, ?id= to edit, ?planId= to create in a plan): the project
// form (name, target group, quota, period, description, contact). The server's field errors land
// on their field; leaving with unsaved changes asks. Saved, it opens the project's detail.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { createProject, fetchPlans, fetchProject, updateProject } from '../../api/help.api';
import { toastSuccess } from '../../api/toast';
import type { ConsoleKey } from '../../i18n-keys';
import { controlProps, Field, FormActions, ListState, PageFrame, PlainButton, PrimaryButton, showServerError, useLeavePrompt } from '../../kit';
import { pathOf } from '../../routes';
import { DayInput } from '../../kit/form/day-input';
import {
  EMPTY_PROJECT_FORM,
  formToProjectInput,
  projectFieldNames,
  projectFormSchema,
  projectToForm,
  type Period,
  type ProjectFormValues,
} from './help-forms.schema';

const Page = styled(PageFrame)`
  .plan {
    margin: 0 0 14px;
    font-size: 14px;
  }
`;

const LIST_PATH = pathOf('HelpPlan');

type Load = { status: 'loading' | 'ready' | 'error'; planTitle: string; error: string; plan?: Period };

export default function HelpProjectEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const planId = Number(search.get('planId')) || undefined;
  const [load, setLoad] = useState<Load>({ status: 'loading', planTitle: '', error: '' });
  // The project's period must lie within its plan's, known once the plan is loaded.
  const schema = useMemo(() => projectFormSchema(t, load.plan), [t, load.plan]);
  const {
    register,
    control: formControl,
    handleSubmit,
    reset,
    setError,
    formState,
  } = useForm<ProjectFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_PROJECT_FORM,
  });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const { leave, leaveDialog } = useLeavePrompt(formState.isDirty && !saving);
  const errors = formState.errors;

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading', planTitle: '', error: '' });
    const fail = (error: unknown) => live && setLoad({ status: 'error', planTitle: '', error: error instanceof Error ? error.message : String(error) });
    if (id) {
      fetchProject(id).then((project) => {
        if (!live) return;
        reset(projectToForm(project));
        setLoad({ status: 'ready', planTitle: project.planTitle, error: '', plan: { startDate: project.planStartDate, endDate: project.planEndDate } });
      }, fail);
    } else if (planId) {
      fetchPlans().then(({ list }) => {
        const plan = list.find((p) => p.id === planId);
        if (!live) return;
        if (!plan) fail(t('help.noPlanChosen'));
        else {
          reset({ ...EMPTY_PROJECT_FORM, startDate: plan.startDate ?? '', endDate: plan.endDate ?? '' });
          setLoad({ status: 'ready', planTitle: plan.title, error: '', plan: { startDate: plan.startDate, endDate: plan.endDate } });
        }
      }, fail);
    } else fail(t('help.noPlanChosen'));
    return () => {
      live = false;
    };
  }, [id, planId, attempt, reset, t]);

  const save = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const input = formToProjectInput(values);
      const saved = id ? await updateProject(id, input) : await createProject(planId!, input);
      reset(values);
      toastSuccess(t('help.projectSaved'));
      navigate(pathOf('HelpProjectDetail', { id: saved.id }));
    } catch (error) {
      showServerError(error, projectFieldNames(t), setError);
      setSaving(false);
    }
  });

  const field = (name: keyof ProjectFormValues, label: ConsoleKey, control: 'input' | 'textarea' | 'date' | 'number' = 'input', required = true) => {
    const controlId = `project-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={controlId} label={t(label)} error={error} required={required}>
        {control === 'textarea' ? (
          <textarea rows={5} {...controlProps(controlId, error)} {...register(name)} />
        ) : control === 'date' ? (
          <Controller
            control={formControl}
            name={name}
            render={({ field }) => <DayInput id={controlId} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} error={error} />}
          />
        ) : (
          <input
            {...controlProps(controlId, error)}
            {...register(name)}
            {...(control === 'number' ? { inputMode: 'numeric' as const } : {})}
            {...(name === 'contactMobile' ? { inputMode: 'tel' as const, autoComplete: 'off' } : {})}
          />
        )}
      </Field>
    );
  };

  return (
    <Page title={t(id ? 'help.editProjectTitle' : 'help.createProjectTitle')}>
      {load.status !== 'ready' ? (
        <ListState status={load.status} empty error={load.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <form noValidate onSubmit={save}>
          <p className="plan">
            {t('help.inPlan')}：<strong>{load.planTitle}</strong>
          </p>
          {field('title', 'help.projectTitle')}
          {field('targetGroup', 'help.targetGroup')}
          {field('quota', 'help.quota', 'number')}
          {field('startDate', 'help.startDate', 'date')}
          {field('endDate', 'help.endDate', 'date')}
          {field('description', 'help.projectDescription', 'textarea', false)}
          {field('contactName', 'help.contactName')}
          {field('contactMobile', 'help.contactMobile')}
          <FormActions>
            <PrimaryButton type="submit" disabled={saving}>
              {t('help.save')}
            </PrimaryButton>
            <PlainButton type="button" onClick={() => void leave(LIST_PATH)}>
              {t('help.cancel')}
            </PlainButton>
          </FormActions>
        </form>
      )}
      {leaveDialog}
    </Page>
  );
}
