// A date range (react-datepicker, selectsRange) for the statistics pages: the first click sets the
// start, the second the end; `onChange` fires only with a whole range. Import directly, not through
// the kit's index, so the date picker stays in the chunks of the pages that use it.
import { useEffect, useState } from 'react';
import { DatePickerField } from './date-picker';

export interface DateRange {
  from: Date;
  to: Date;
}

export interface DateRangeFieldProps {
  id: string;
  /** The accessible name of the input (a visible label is the page's). */
  label: string;
  value: DateRange;
  onChange(range: DateRange): void;
  /** The last day that may be picked (default: none). */
  maxDate?: Date;
}

export function DateRangeField({ id, label, value, onChange, maxDate }: DateRangeFieldProps) {
  const [draft, setDraft] = useState<[Date | null, Date | null]>([value.from, value.to]);
  useEffect(() => setDraft([value.from, value.to]), [value.from, value.to]);
  return (
    <DatePickerField
      id={id}
      selectsRange
      startDate={draft[0]}
      endDate={draft[1]}
      onChange={(dates: [Date | null, Date | null]) => {
        setDraft(dates);
        const [from, to] = dates;
        if (from && to) onChange({ from, to });
      }}
      {...(maxDate ? { maxDate } : {})}
      dateFormat="yyyy-MM-dd"
      customInput={<input aria-label={label} />}
    />
  );
}
