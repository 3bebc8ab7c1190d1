// react-datepicker as every console form uses it (the interview invitation, 改期, the statistics
// ranges). Import it directly, not through the kit's index, so the picker stays in the chunks of
// the pages that use it. What it adds to the library's picker:
// - the console's language: date-fns' month and weekday names, and every label and accessible
//   name (the calendar, the month arrows, the days) from the catalogue, not the library's English;
// - the calendar positioned against the window (`strategy: 'fixed'`), so a dialog that scrolls
//   (the chat's 邀请面试) does not cut it off;
// - Escape closes only the open calendar: a dialog around it (Radix listens for Escape on the
//   document, before the picker hears it) stays open with what was typed in it;
// - with nothing picked, the calendar opens on the first day `filterDate` allows: the library
//   starts its keyboard focus on today, and a disabled today (an interview after the day's last
//   slot) left no day to move the focus to, so the arrow keys did nothing.
import { useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useTranslation } from 'react-i18next';
import { calendarLocale } from './calendar-locale';

export type DatePickerFieldProps = ComponentProps<typeof DatePicker>;

/** The calendar's box as the library draws it, named in the console's language. */
function calendarContainer(label: string) {
  return function CalendarBox({ className, children }: { className?: string; children?: ReactNode }) {
    return (
      <div className={className} role="dialog" aria-modal="true" aria-label={label} translate="no">
        {children}
      </div>
    );
  };
}

/** How far ahead the first allowed day is looked for: a filter that allows nothing in a year opens on today. */
const LOOK_AHEAD_DAYS = 366;

/** The first day from `from` on (midnight, local) that `allowed` accepts, or undefined. */
export function firstAllowedDay(allowed: (day: Date) => boolean, from: Date): Date | undefined {
  for (let offset = 0; offset < LOOK_AHEAD_DAYS; offset++) {
    const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset);
    if (allowed(day)) return day;
  }
  return undefined;
}

export function DatePickerField(props: DatePickerFieldProps) {
  const { t, i18n } = useTranslation();
  const picker = useRef<DatePicker>(null);
  const [open, setOpen] = useState(false);
  const calendar = t('datePicker.calendar');
  // One component per label: a new one each render would remount the calendar.
  const CalendarBox = useMemo(() => calendarContainer(calendar), [calendar]);

  useEffect(() => {
    if (!open) return;
    // On the window in the capture phase: ahead of the document, where a dialog listens.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      // As the picker's own Escape does: focus back to the field without opening it again.
      picker.current?.sendFocusBackToInput();
      picker.current?.setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const { onCalendarOpen, onCalendarClose, filterDate, selected, openToDate } = props;
  // Each render: the library reads it as the calendar opens (usually one or two days are tried).
  const opensOn = !selected && !openToDate && filterDate ? firstAllowedDay(filterDate, new Date()) : undefined;
  return (
    <DatePicker
      locale={calendarLocale(i18n.language)}
      dateFormatCalendar={t('datePicker.monthHeading')}
      previousMonthAriaLabel={t('datePicker.previousMonth')}
      previousMonthButtonLabel={t('datePicker.previousMonth')}
      nextMonthAriaLabel={t('datePicker.nextMonth')}
      nextMonthButtonLabel={t('datePicker.nextMonth')}
      previousYearAriaLabel={t('datePicker.previousYear')}
      previousYearButtonLabel={t('datePicker.previousYear')}
      nextYearAriaLabel={t('datePicker.nextYear')}
      nextYearButtonLabel={t('datePicker.nextYear')}
      chooseDayAriaLabelPrefix={t('datePicker.chooseDay')}
      disabledDayAriaLabelPrefix={t('datePicker.dayUnavailable')}
      monthAriaLabelPrefix={t('datePicker.month')}
      ariaLabelClose={t('datePicker.clear')}
      calendarContainer={CalendarBox}
      popperProps={{ strategy: 'fixed' }}
      {...props}
      {...(opensOn ? { openToDate: opensOn } : {})}
      ref={picker}
      onCalendarOpen={() => {
        setOpen(true);
        onCalendarOpen?.();
      }}
      onCalendarClose={() => {
        setOpen(false);
        onCalendarClose?.();
      }}
    />
  );
}
