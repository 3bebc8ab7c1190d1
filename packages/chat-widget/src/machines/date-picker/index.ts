export { datePickerMachine } from './date-picker.machine';
export { chosenDays, DATE_PICKER_CLOSE_MS, dayOf, monthOf } from './date-picker.logic';
export type { ChosenDays, DatePickerContext, DatePickerEvent, DatePickerInput, DatePickerMode, Day } from './date-picker.types';
