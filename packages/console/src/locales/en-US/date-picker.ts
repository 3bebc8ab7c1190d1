// The date pickers' labels and accessible names.
export const datePicker = {
  calendar: 'Choose a date',
  /** The calendar's heading (date-fns tokens). */
  monthHeading: 'LLLL yyyy',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  chooseDay: 'Choose',
  dayUnavailable: 'Not available',
  month: 'Month',
  clear: 'Clear',
} satisfies Record<string, string>;
