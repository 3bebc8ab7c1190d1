// Pure day arithmetic of the date picker, in local time (a day is its local midnight, so
// daylight-saving days of 23 or 25 hours stay whole days).
import type { ChosenDays, Day, DatePickerMode } from './date-picker.types';

/** docs/chat.md §9: the picker closes this long after a choice completes. */
export const DATE_PICKER_CLOSE_MS: Record<DatePickerMode, number> = { single: 300, range: 200 };

/** The local midnight starting the day of `date`. */
export const dayOf = (date: Date | number): Day => {
  const at = new Date(date);
  return new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime();
};

/** The pickable days (spec §4: only the current month's): its first and last day. */
export function monthOf(now: Date | number): { first: Day; last: Day } {
  const at = new Date(now);
  return { first: new Date(at.getFullYear(), at.getMonth(), 1).getTime(), last: new Date(at.getFullYear(), at.getMonth() + 1, 0).getTime() };
}

/** The days from `start` to `end` as a search's window: the first second of one to the last second of the other. */
export function chosenDays(start: Day, end: Day): ChosenDays {
  const last = new Date(end);
  const after = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1).getTime();
  return { from: start / 1000, to: after / 1000 - 1 };
}
