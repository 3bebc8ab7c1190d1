export { datePickerMachine } from './date-picker.machine';
export { dayOf, monthOf } from './date-picker.logic';
export type { Day } from './date-picker.types';
