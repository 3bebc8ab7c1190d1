// The invitation form (docs/console.md §2): renders the fields, checks them with the zod rules and
// hands the valid form up. It calls nothing: the jobs come in, the submit goes out.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, type ChangeEvent } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isTopicKey } from '../i18n';
import { interviewSchema, REMARK_MAX, type InterviewForm as InterviewFormValues, type InterviewFormInput } from './interview.schema';
import { DEFAULT_TIME, isDayDisabled, isPastTime, timeOptions } from './interview.time';
import type { Job } from './interview.types';
import { Actions, Alert, Field, FieldError, Form, Label, Legend, Row } from './interview-form.styles';
import { DatePickerField } from '../kit/form/date-picker';

export interface InterviewFormProps {
  jobs: Job[];
  loading: boolean;
  busy: boolean;
  /** The server's refusal, or why the jobs could not be loaded. */
  error: string | null;
  onSubmit(form: InterviewFormValues): void;
  onCancel(): void;
  /** Filled in when it arrives, unless the user already chose: the conversation's job, the recruiter's mobile. */
  prefill?: InterviewPrefill;
}

export interface InterviewPrefill {
  jobId?: number;
  mobile?: string;
}

const TIMES = timeOptions();
const DEFAULTS: InterviewFormInput = {
  jobId: undefined as unknown as number,
  mobile: '',
  interviewType: 2,
  address: '',
  meetingLink: '',
  latitude: null,
  longitude: null,
  date: undefined as unknown as Date,
  time: DEFAULT_TIME,
  remark: '',
};

export function InterviewForm({ jobs, loading, busy, error, onSubmit, onCancel, prefill }: InterviewFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { register, control, handleSubmit, setValue, getValues, watch, formState } = useForm<InterviewFormInput, unknown, InterviewFormValues>({
    resolver: zodResolver(interviewSchema),
    defaultValues: DEFAULTS,
  });
  const errors: FieldErrors<InterviewFormInput> = formState.errors;
  const online = watch('interviewType') === 1;

  /** The field's error, translated, with the attributes that tie it to the field. */
  const problem = (name: keyof InterviewFormInput) => {
    const key = errors[name]?.message;
    const errorId = `${id}-${name}-error`;
    return {
      attrs: { 'aria-invalid': key ? true : undefined, 'aria-describedby': key ? errorId : undefined },
      node: key ? <FieldError id={errorId}>{isTopicKey('interview', key) ? t(`interview.${key}`) : key}</FieldError> : null,
    };
  };
  const job = problem('jobId');
  const mobile = problem('mobile');
  const type = problem('interviewType');
  const address = problem('address');
  const meetingLink = problem('meetingLink');
  const date = problem('date');
  const time = problem('time');
  const remark = problem('remark');

  const pickJob = useCallback(
    (value: string) => {
      const picked = jobs.find((candidate) => String(candidate.id) === value);
      setValue('address', picked?.address ?? '');
      setValue('latitude', picked?.latitude ?? null);
      setValue('longitude', picked?.longitude ?? null);
    },
    [jobs, setValue],
  );
  const pickedDate = watch('date');
  const remarkLength = (watch('remark') ?? '').length;

  // The prefill fills only what is still empty, once the jobs (for the job) are in.
  useEffect(() => {
    if (prefill?.mobile && !getValues('mobile')) setValue('mobile', prefill.mobile);
    const jobId = prefill?.jobId;
    if (jobId && !getValues('jobId') && jobs.some((option) => option.id === jobId)) {
      setValue('jobId', jobId);
      pickJob(String(jobId));
    }
  }, [prefill, jobs, getValues, setValue, pickJob]);

  return (
    <Form noValidate aria-busy={busy} onSubmit={handleSubmit(onSubmit)}>
      {error && <Alert role="alert">{error}</Alert>}
      <Label htmlFor={`${id}-job`}>{t('interview.job')}</Label>
      <Field>
        <select
          id={`${id}-job`}
          disabled={loading}
          {...job.attrs}
          {...register('jobId', {
            setValueAs: (v: string) => (v === '' ? undefined : Number(v)),
            onChange: (e: ChangeEvent<HTMLSelectElement>) => pickJob(e.target.value),
          })}
        >
          <option value="">{loading ? t('interview.loadingJobs') : t('interview.jobPlaceholder')}</option>
          {jobs.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
        {job.node}
      </Field>

      <Label htmlFor={`${id}-mobile`}>{t('interview.mobile')}</Label>
      <Field>
        <input id={`${id}-mobile`} type="tel" inputMode="numeric" maxLength={11} {...mobile.attrs} {...register('mobile')} />
        {mobile.node}
      </Field>

      <Legend id={`${id}-type`}>{t('interview.interviewType')}</Legend>
      <Field>
        <Controller
          control={control}
          name="interviewType"
          render={({ field }) => (
            <Row role="radiogroup" aria-labelledby={`${id}-type`} {...type.attrs}>
              {([1, 2] as const).map((value) => (
                <label key={value}>
                  <input type="radio" name={field.name} checked={field.value === value} onChange={() => field.onChange(value)} />
                  {t(value === 1 ? 'interview.online' : 'interview.onSite')}
                </label>
              ))}
            </Row>
          )}
        />
        {type.node}
      </Field>

      <Label htmlFor={`${id}-address`}>{t('interview.address')}</Label>
      <Field>
        <input id={`${id}-address`} type="text" readOnly={online} {...address.attrs} {...register('address')} />
        {address.node}
      </Field>

      {/* Where an online interview happens; an on-site one has its address instead. No maxLength:
          a pasted link cut short would be a broken one, so the rule says it is too long. */}
      {online && (
        <>
          <Label htmlFor={`${id}-meeting-link`}>{t('interview.meetingLink')}</Label>
          <Field>
            <input
              id={`${id}-meeting-link`}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={t('interview.meetingLinkPlaceholder')}
              {...meetingLink.attrs}
              {...register('meetingLink')}
            />
            {meetingLink.node}
          </Field>
        </>
      )}

      <Label htmlFor={`${id}-date`}>{t('interview.date')}</Label>
      <Field>
        <Row>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DatePickerField
                id={`${id}-date`}
                selected={field.value ?? null}
                onChange={(value: Date | null) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                filterDate={(day) => !isDayDisabled(day, Date.now())}
                dateFormat="yyyy-MM-dd"
                placeholderText="yyyy-MM-dd"
                autoComplete="off"
                ariaInvalid={date.attrs['aria-invalid'] ? 'true' : undefined}
                ariaDescribedBy={date.attrs['aria-describedby']}
              />
            )}
          />
          <select aria-label={t('interview.time')} {...time.attrs} {...register('time')}>
            {TIMES.map((option) => (
              <option key={option} value={option} disabled={pickedDate instanceof Date && isPastTime(pickedDate, option, Date.now())}>
                {option}
              </option>
            ))}
          </select>
        </Row>
        {date.node ?? time.node}
      </Field>

      <Label htmlFor={`${id}-remark`}>{t('interview.remark')}</Label>
      <Field>
        <textarea id={`${id}-remark`} rows={3} maxLength={REMARK_MAX} {...remark.attrs} {...register('remark')} />
        <small aria-live="polite">
          {remarkLength}/{REMARK_MAX}
        </small>
        {remark.node}
      </Field>

      <Actions>
        <button type="button" onClick={onCancel}>
          {t('interview.cancel')}
        </button>
        <button type="submit" disabled={busy || loading}>
          {busy ? t('interview.submitting') : t('interview.submit')}
        </button>
      </Actions>
    </Form>
  );
}
