// Rescheduling an interview with the invitation form's rules (interview.time.ts): a new day
// (react-datepicker, days more than one day back disabled) and a day time from the 75-minute
// steps, past ones disabled; a time already past is refused before anything is sent.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewRecord } from '../../api/interviews.api';
import type { TopicKey } from '../../i18n-keys';
import { DEFAULT_TIME, formatInterviewTime, isDayDisabled, isPastTime, timeOptions } from '../../interview/interview.time';
import { controlProps, errorIdOf, Field, PlainButton, PrimaryButton } from '../../kit';
import { DialogForm, RaisedBox, RaisedOverlay } from './dialog-form';
import { candidateText, timeText } from './interview-labels';
import { DatePickerField } from '../../kit/form/date-picker';

const TIMES = timeOptions();
const DATE_ID = 'interview-reschedule-date';
const TIME_ID = 'interview-reschedule-time';

/** The picked day and time as the server takes them, or the message refusing them. */
export function newInterviewTime(day: Date | null, time: string, now: number): { ok: true; value: string } | { ok: false; message: TopicKey<'interviews'> } {
  if (!day) return { ok: false, message: 'interviews.rescheduleDateRequired' };
  if (isDayDisabled(day, now) || isPastTime(day, time, now)) return { ok: false, message: 'interviews.rescheduleNotPast' };
  return { ok: true, value: formatInterviewTime(day, time) };
}

export interface RescheduleDialogProps {
  interview: InterviewRecord | null;
  busy: boolean;
  /** The server's refusal. */
  error: string;
  onReschedule: (interviewTime: string) => void;
  onClose: () => void;
}

export function RescheduleDialog({ interview, busy, error, onReschedule, onClose }: RescheduleDialogProps) {
  const { t } = useTranslation();
  const [day, setDay] = useState<Date | null>(null);
  const [time, setTime] = useState(DEFAULT_TIME);
  const [refusal, setRefusal] = useState('');
  useEffect(() => {
    setDay(null);
    setTime(DEFAULT_TIME);
    setRefusal('');
  }, [interview?.id]);
  const message = refusal || error || undefined;

  const submit = () => {
    const picked = newInterviewTime(day, time, Date.now());
    if (!picked.ok) return setRefusal(t(picked.message));
    setRefusal('');
    onReschedule(picked.value);
  };

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
          <DialogForm
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Field id={DATE_ID} label={t('interviews.rescheduleDate')} error={message} required>
              <DatePickerField
                id={DATE_ID}
                selected={day}
                onChange={(value: Date | null) => setDay(value)}
                filterDate={(candidate) => !isDayDisabled(candidate, Date.now())}
                dateFormat="yyyy-MM-dd"
                placeholderText="yyyy-MM-dd"
                autoComplete="off"
                ariaInvalid={message ? 'true' : undefined}
                ariaDescribedBy={message ? errorIdOf(DATE_ID) : undefined}
              />
            </Field>
            <Field id={TIME_ID} label={t('interviews.rescheduleTime')} required>
              <select {...controlProps(TIME_ID)} value={time} onChange={(event) => setTime(event.target.value)}>
                {TIMES.map((option) => (
                  <option key={option} value={option} disabled={day !== null && isPastTime(day, option, Date.now())}>
                    {option}
                  </option>
                ))}
              </select>
            </Field>
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
