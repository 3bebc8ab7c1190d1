// A day as yyyy-MM-dd text ('' for none), picked in the console's calendar (date-picker.tsx)
// rather than the browser's own date input, whose look and language are the browser's: the
// interview list's range, a help plan's and a project's period. Typing the day works as before.
// Import directly, not through the kit's index, so the picker stays in the chunks that use it.
import { dayText, parseDay } from '../format/day';
import { DatePickerField } from './date-picker';
import { errorIdOf } from './field';

export interface DayInputProps {
  id?: string;
  value: string;
  onChange(day: string): void;
  onBlur?(): void;
  /** The first and last days that may be picked, as yyyy-MM-dd. */
  first?: string;
  last?: string;
  /** The field's message, when it has one: the input is then marked invalid and described by it. */
  error?: string;
  /** A button that empties the field (for filters; a required form field has none). */
  clearable?: boolean;
}

export function DayInput({ id, value, onChange, onBlur, first, last, error, clearable = false }: DayInputProps) {
  const minDate = parseDay(first);
  const maxDate = parseDay(last);
  return (
    <DatePickerField
      {...(id ? { id } : {})}
      selected={parseDay(value)}
      onChange={(day: Date | null) => onChange(day ? dayText(day) : '')}
      {...(onBlur ? { onBlur } : {})}
      {...(minDate ? { minDate } : {})}
      {...(maxDate ? { maxDate } : {})}
      dateFormat="yyyy-MM-dd"
      placeholderText="yyyy-MM-dd"
      autoComplete="off"
      isClearable={clearable}
      {...(error ? { ariaInvalid: 'true', ...(id ? { ariaDescribedBy: errorIdOf(id) } : {}) } : {})}
    />
  );
}
