// HelpProjectEdit (/help/project-edit, ?id= to edit, ?planId= to create in a plan): the project
// form (name, target group, quota, period, description, contact). The server's field errors land
// on their field; leaving with unsaved changes asks. Saved, it opens the project's detail.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { createProject, fetchPlans, fetchProject, updateProject } from '../../api/help.api';
import type { ConsoleKey } from '../../i18n-keys';
import { controlProps, Field, FormPage, useFormPage, usePageSearch, useRecordQuery } from '../../kit';
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

const Plan = styled.p`
  margin: 0 0 14px;
  font-size: 14px;
`;

const LIST_PATH = pathOf('HelpPlan');

/** What the form starts from: the project (to edit) or its plan (to create), and the plan's period. */
interface ProjectStart {
  planTitle: string;
  plan: Period;
  form: ProjectFormValues;
}

async function loadStart(t: TFunction, id: number | undefined, planId: number | undefined): Promise<ProjectStart> {
  if (id) {
    const project = await fetchProject(id);
    return { planTitle: project.planTitle, plan: { startDate: project.planStartDate, endDate: project.planEndDate }, form: projectToForm(project) };
  }
  const plan = planId ? (await fetchPlans()).list.find((p) => p.id === planId) : undefined;
  if (!plan) throw new Error(t('help.noPlanChosen'));
  return {
    planTitle: plan.title,
    plan: { startDate: plan.startDate, endDate: plan.endDate },
    form: { ...EMPTY_PROJECT_FORM, startDate: plan.startDate ?? '', endDate: plan.endDate ?? '' },
  };
}

const formOf = (start: ProjectStart) => start.form;

export default function HelpProjectEditPage() {
  const { t } = useTranslation();
  const search = usePageSearch();
  const id = Number(search.get('id')) || undefined;
  const planId = Number(search.get('planId')) || undefined;
  const load = useRecordQuery(['help-project-form', id ?? null, planId ?? null], () => loadStart(t, id, planId));
  const start = load.state.status === 'ready' ? load.state.data : null;
  const page = useFormPage({
    // The project's period must lie within its plan's, known once the plan is loaded.
    schema: useMemo(() => projectFormSchema(t, start?.plan), [t, start?.plan]),
    empty: EMPTY_PROJECT_FORM,
    record: start,
    toForm: formOf,
    fieldNames: projectFieldNames(t),
    back: LIST_PATH,
    submit: async (values) => {
      const input = formToProjectInput(values);
      const saved = id ? await updateProject(id, input) : await createProject(planId!, input);
      return { toast: t('help.projectSaved'), to: pathOf('HelpProjectDetail', { id: saved.id }) };
    },
  });
  const { register, control: formControl } = page.form;

  const field = (name: keyof ProjectFormValues, label: ConsoleKey, control: 'input' | 'textarea' | 'date' | 'number' = 'input', required = true) => {
    const controlId = `project-${name}`;
    const error = page.error(name);
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
    <FormPage
      title={t(id ? 'help.editProjectTitle' : 'help.createProjectTitle')}
      page={page}
      load={load}
      submitLabel={t('help.save')}
      cancelLabel={t('help.cancel')}
    >
      <Plan>
        {t('help.inPlan')}：<strong>{start?.planTitle}</strong>
      </Plan>
      {field('title', 'help.projectTitle')}
      {field('targetGroup', 'help.targetGroup')}
      {field('quota', 'help.quota', 'number')}
      {field('startDate', 'help.startDate', 'date')}
      {field('endDate', 'help.endDate', 'date')}
      {field('description', 'help.projectDescription', 'textarea', false)}
      {field('contactName', 'help.contactName')}
      {field('contactMobile', 'help.contactMobile')}
    </FormPage>
  );
}
