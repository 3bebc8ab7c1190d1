// The month calendar of the search's date picker (a lazy chunk: react-datepicker, date-fns and
// three date-fns locales load only when the picker first opens). It shows the picker machine's
// days and reports clicks; which days they make is the machine's business, so the calendar's
// own range handling (onChange) is not used. Only the current month's days can be clicked.
import { enUS } from 'date-fns/locale/en-US';
import { zhCN } from 'date-fns/locale/zh-CN';
import { zhTW } from 'date-fns/locale/zh-TW';
import DatePicker from 'react-datepicker';
import { useTranslation } from 'react-i18next';
import { monthOf, type Day } from '../../machines/date-picker';
import { CalendarStyles } from './date-calendar.styles';

const LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

export interface DateCalendarProps {
  start: Day | null;
  end: Day | null;
  /** Today (the month shown and pickable is its month). */
  now: number;
  onPick(date: Date): void;
}

export default function DateCalendar({ start, end, now, onPick }: DateCalendarProps) {
  const { t, i18n } = useTranslation('chat');
  const { first, last } = monthOf(now);
  return (
    <CalendarStyles>
      <DatePicker
        inline
        selectsRange
        startDate={start === null ? null : new Date(start)}
        endDate={end === null ? null : new Date(end)}
        openToDate={new Date(now)}
        minDate={new Date(first)}
        maxDate={new Date(last)}
        locale={LOCALES[i18n.language as keyof typeof LOCALES] ?? zhCN}
        chooseDayAriaLabelPrefix={t('search.dayChoose')}
        disabledDayAriaLabelPrefix={t('search.dayDisabled')}
        onSelect={(date) => date && onPick(date)}
      />
    </CalendarStyles>
  );
}
