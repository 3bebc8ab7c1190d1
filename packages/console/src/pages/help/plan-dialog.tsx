// Creating or editing a help plan: a dialog over the plan list (name, description, period).
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { createPlan, updatePlan, type HelpPlan } from '../../api/help.api';
import { toastSuccess } from '../../api/toast';
import { controlProps, Field, PlainButton, PrimaryButton, showServerError } from '../../kit';
import { DayInput } from '../../kit/form/day-input';
import { DialogBox, DialogOverlay } from '../../ui/dialog';
import { EMPTY_PLAN_FORM, formToPlanInput, planFieldNames, planFormSchema, planToForm, projectsSpan, type PlanFormValues } from './help-forms.schema';

const Box = styled(DialogBox)`
  width: 520px;
  top: 12%;
  form > div {
    grid-template-columns: minmax(0, 1fr);
  }
  form > div > label {
    padding-top: 0;
    text-align: left;
  }
  form > div .field-error {
    grid-column: 1;
  }
`;

/** `plan`: the plan to edit, 'new' to create one, null when closed. */
export function PlanDialog({ plan, onClose, onSaved }: { plan: HelpPlan | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => planFormSchema(t, plan && plan !== 'new' ? projectsSpan(plan.projects) : undefined), [t, plan]);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<PlanFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_PLAN_FORM,
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => reset(plan && plan !== 'new' ? planToForm(plan) : EMPTY_PLAN_FORM), [plan, reset]);
  const errors = formState.errors;

  const save = handleSubmit(async (values) => {
    setSaving(true);
    try {
      if (plan === 'new') await createPlan(formToPlanInput(values));
      else if (plan) await updatePlan(plan.id, formToPlanInput(values));
      toastSuccess(t('help.planSaved'));
      onSaved();
    } catch (error) {
      showServerError(error, planFieldNames(t), setError);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Dialog.Root open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Box aria-describedby={undefined}>
          <Dialog.Title>{t(plan === 'new' ? 'help.createPlan' : 'help.editPlan')}</Dialog.Title>
          <form noValidate onSubmit={save}>
            <Field id="plan-title" label={t('help.planTitle')} error={errors.title?.message} required>
              <input {...controlProps('plan-title', errors.title?.message)} {...register('title')} />
            </Field>
            <Field id="plan-start" label={t('help.startDate')} error={errors.startDate?.message} required>
              <Controller
                control={control}
                name="startDate"
                render={({ field }) => (
                  <DayInput id="plan-start" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.startDate?.message} />
                )}
              />
            </Field>
            <Field id="plan-end" label={t('help.endDate')} error={errors.endDate?.message} required>
              <Controller
                control={control}
                name="endDate"
                render={({ field }) => (
                  <DayInput id="plan-end" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.endDate?.message} />
                )}
              />
            </Field>
            <Field id="plan-description" label={t('help.planDescription')} error={errors.description?.message}>
              <textarea rows={3} {...controlProps('plan-description', errors.description?.message)} {...register('description')} />
            </Field>
            <footer>
              <PlainButton type="button" onClick={onClose}>
                {t('help.cancel')}
              </PlainButton>
              <PrimaryButton type="submit" disabled={saving}>
                {t('help.save')}
              </PrimaryButton>
            </footer>
          </form>
        </Box>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
