// Rescheduling an interview with the invitation form's rules (interview.time.ts): a new day
// (react-datepicker, days more than one day back disabled) and a day time from the 75-minute
// steps, past ones disabled; a time already past is refused before anything is sent. An online
// interview's meeting link can change with it (reschedule.schema.ts checks both).
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_TYPE, type InterviewRecord } from '@employment-cloud/api-contract';
import { DEFAULT_TIME, isDayDisabled, isPastTime, timeOptions } from '../../interview/interview.time';
import { controlProps, errorIdOf, Field, PlainButton, PrimaryButton } from '../../kit';
import { DialogForm, RaisedBox, RaisedOverlay } from './dialog-form';
import { candidateText, timeText } from './interview-labels';
import { DatePickerField } from '../../kit/form/date-picker';
import { rescheduleOf, rescheduleSchema, type RescheduleForm, type RescheduleFormInput } from './reschedule.schema';

const TIMES = timeOptions();
const DATE_ID = 'interview-reschedule-date';
const TIME_ID = 'interview-reschedule-time';
const LINK_ID = 'interview-reschedule-link';

export interface RescheduleDialogProps {
  interview: InterviewRecord | null;
  busy: boolean;
  /** The server's refusal. */
  error: string;
  /** `meetingLink` only for an online interview: '' takes its link away. */
  onReschedule: (change: { interviewTime: string; meetingLink?: string }) => void;
  onClose: () => void;
}

export function RescheduleDialog({ interview, busy, error, onReschedule, onClose }: RescheduleDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => rescheduleSchema(t), [t]);
  const { register, control, handleSubmit, reset, watch, formState } = useForm<RescheduleFormInput, unknown, RescheduleForm>({
    resolver: zodResolver(schema),
    defaultValues: { day: null, time: DEFAULT_TIME, meetingLink: '' },
  });
  const online = interview?.interviewType === INTERVIEW_TYPE.online;
  const id = interview?.id;
  const link = interview?.meetingLink ?? '';
  // Each interview starts from no day, 09:00 and the link it has.
  useEffect(() => {
    reset({ day: null, time: DEFAULT_TIME, meetingLink: link });
  }, [id, link, reset]);
  const message = formState.errors.day?.message || error || undefined;
  const linkMessage = formState.errors.meetingLink?.message;
  const day = watch('day');

  return (
    <Dialog.Root open={interview !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <RaisedOverlay />
        <RaisedBox aria-describedby={undefined} style={{ width: 480, top: '20%' }}>
          <Dialog.Title>{t('interviews.rescheduleTitle')}</Dialog.Title>
          {interview && (
            <p>
              {candidateText(interview)} · {interview.jobTitle} · {timeText(interview.interviewTime)}
            </p>
          )}
          <DialogForm noValidate onSubmit={handleSubmit((form) => onReschedule(rescheduleOf(form, online)))}>
            <Field id={DATE_ID} label={t('interviews.rescheduleDate')} error={message} required>
              <Controller
                control={control}
                name="day"
                render={({ field }) => (
                  <DatePickerField
                    id={DATE_ID}
                    selected={field.value ?? null}
                    onChange={(value: Date | null) => field.onChange(value)}
                    onBlur={field.onBlur}
                    filterDate={(candidate) => !isDayDisabled(candidate, Date.now())}
                    dateFormat="yyyy-MM-dd"
                    placeholderText="yyyy-MM-dd"
                    autoComplete="off"
                    ariaInvalid={message ? 'true' : undefined}
                    ariaDescribedBy={message ? errorIdOf(DATE_ID) : undefined}
                  />
                )}
              />
            </Field>
            <Field id={TIME_ID} label={t('interviews.rescheduleTime')} required>
              <select {...controlProps(TIME_ID)} {...register('time')}>
                {TIMES.map((option) => (
                  <option key={option} value={option} disabled={day instanceof Date && isPastTime(day, option, Date.now())}>
                    {option}
                  </option>
                ))}
              </select>
            </Field>
            {online && (
              <Field id={LINK_ID} label={t('interview.meetingLink')} error={linkMessage}>
                <input
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder={t('interview.meetingLinkPlaceholder')}
                  {...controlProps(LINK_ID, linkMessage)}
                  {...register('meetingLink')}
                />
              </Field>
            )}
            <footer>
              <PlainButton type="button" onClick={onClose}>
                {t('common.cancel')}
              </PlainButton>
              <PrimaryButton type="submit" disabled={busy}>
                {t('interviews.rescheduleSubmit')}
              </PrimaryButton>
            </footer>
          </DialogForm>
        </RaisedBox>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
