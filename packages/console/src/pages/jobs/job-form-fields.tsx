// The job form's fields, each labelled with its error under it: title, type, category, salary
// range, city and address (with the map drawer), degree, experience, headcount, description,
// welfare tags, contact name and mobile.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DictEntry } from '../../api/jobs.api';
import type { TopicKey } from '../../i18n-keys';
import { controlProps, errorIdOf, Field, PlainButton } from '../../kit';
import { pickLocation } from '../../layout/map/map-drawer-events';
import type { JobFormValues } from './job-form.schema';
import type { JobDicts } from './use-job-dicts';
import { WelfareTags } from './welfare-tags';

const Inline = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

type Name = keyof JobFormValues;

export function JobFormFields({ form, dicts }: { form: UseFormReturn<JobFormValues>; dicts: JobDicts }) {
  const { t } = useTranslation();
  const { register, control, setValue, setError, clearErrors, formState } = form;
  const error = (name: Name) => formState.errors[name]?.message;
  const id = (name: Name) => `job-${name}`;
  const text = (name: Name, label: TopicKey<'jobs'>, required = true, extra: Record<string, unknown> = {}) => (
    <Field id={id(name)} label={t(label)} error={error(name)} required={required}>
      <input type="text" {...controlProps(id(name), error(name))} {...extra} {...register(name)} />
    </Field>
  );
  const select = (name: Name, label: TopicKey<'jobs'>, entries: DictEntry[]) => (
    <Field id={id(name)} label={t(label)} error={error(name)} required>
      <select {...controlProps(id(name), error(name))} {...register(name)}>
        <option value="">{t('jobs.choose')}</option>
        {entries.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </select>
    </Field>
  );

  const pick = async () => {
    const place = await pickLocation();
    if (!place) return;
    const [longitude = '', latitude = ''] = place.location.split(',').map((part) => part.trim());
    const dirty = { shouldDirty: true, shouldValidate: true };
    setValue('address', place.address || place.name, dirty);
    setValue('longitude', longitude, dirty);
    setValue('latitude', latitude, dirty);
  };

  return (
    <>
      {text('title', 'jobs.title', true, { maxLength: 30 })}
      {select('jobType', 'jobs.jobType', dicts.jobType)}
      {select('category', 'jobs.category', dicts.category)}
      {text('salaryMin', 'jobs.salaryMin', true, { inputMode: 'numeric' })}
      {text('salaryMax', 'jobs.salaryMax', true, { inputMode: 'numeric' })}
      {text('city', 'jobs.city')}
      <Field id={id('address')} label={t('jobs.address')} error={error('address')} required>
        <Inline>
          <input type="text" maxLength={100} {...controlProps(id('address'), error('address'))} {...register('address')} />
          <PlainButton type="button" onClick={() => void pick()}>
            {t('jobs.pickOnMap')}
          </PlainButton>
        </Inline>
      </Field>
      {select('degree', 'jobs.degree', dicts.degree)}
      {select('workYears', 'jobs.workYears', dicts.workYears)}
      {text('headcount', 'jobs.headcount', true, { inputMode: 'numeric' })}
      <Field id={id('description')} label={t('jobs.description')} error={error('description')} required>
        <textarea rows={8} maxLength={5000} {...controlProps(id('description'), error('description'))} {...register('description')} />
      </Field>
      <Field id={id('welfare')} label={t('jobs.welfare')} error={error('welfare')}>
        <Controller
          control={control}
          name="welfare"
          render={({ field }) => (
            <WelfareTags
              id={id('welfare')}
              value={field.value}
              onChange={field.onChange}
              suggestions={dicts.welfare}
              describedBy={error('welfare') ? errorIdOf(id('welfare')) : undefined}
              onRefuse={(message) => (message ? setError('welfare', { type: 'tag', message }) : clearErrors('welfare'))}
            />
          )}
        />
      </Field>
      {text('contactName', 'jobs.contactName', false, { maxLength: 20 })}
      {text('contactMobile', 'jobs.contactMobile', false, { type: 'tel', inputMode: 'numeric', maxLength: 11 })}
    </>
  );
}
