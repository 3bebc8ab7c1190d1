// The interview time pickers (docs/console.md §2): days more than one day before now are
// disabled; the time steps by 1 hour 15 minutes, with 09:00 the default and one of the steps.
const DAY_MS = 86_400_000;

export const TIME_STEP_MINUTES = 75;
export const DEFAULT_TIME = '09:00';

const pad = (n: number) => String(n).padStart(2, '0');

/** Interviews happen in the day: the first and last times offered (inclusive). */
export const DAY_FROM = '07:00';
export const DAY_UNTIL = '22:00';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The day's times, every 75 minutes through 09:00, within 07:00–22:00 (07:45, 09:00, 10:15, …
 * 21:30): no night slots. Counting from midnight would skip 09:00, the default.
 */
export function timeOptions(): string[] {
  const anchor = minutesOf(DEFAULT_TIME);
  const options: string[] = [];
  for (let m = anchor % TIME_STEP_MINUTES; m < 24 * 60; m += TIME_STEP_MINUTES) {
    if (m >= minutesOf(DAY_FROM) && m <= minutesOf(DAY_UNTIL)) options.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  }
  return options;
}

const DAY_TIMES = timeOptions();

/** Whether `time` on `day` is already past at `now` (the picker disables it; the rules refuse it). */
export function isPastTime(day: Date, time: string, now: number): boolean {
  const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  return at.getTime() < now;
}

/**
 * A day (any time in it) is disabled when its start is more than one day before `now` (the
 * spec's rule), or when every time it offers is past: today after its last slot, so the picker
 * never offers a day on which nothing can be chosen.
 */
export function isDayDisabled(day: Date, now: number): boolean {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  if (start.getTime() < now - DAY_MS) return true;
  return DAY_TIMES.every((time) => isPastTime(day, time, now));
}

/** `yyyy-MM-dd HH:mm:00` of a picked day and an `HH:mm` time. */
export function formatInterviewTime(day: Date, time: string): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} ${time}:00`;
}
