// The interview time pickers (spec/console.md §2): days more than one day before now are
// disabled; the time steps by 1 hour 15 minutes, with 09:00 the default and one of the steps.
const DAY_MS = 86_400_000;

export const TIME_STEP_MINUTES = 75;
export const DEFAULT_TIME = '09:00';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day's times, every 75 minutes through 09:00 (00:15, 01:30, … 09:00, 10:15, … 22:45).
 * Counting from midnight would skip 09:00, the default.
 */
export function timeOptions(): string[] {
  const anchor = Number(DEFAULT_TIME.slice(0, 2)) * 60 + Number(DEFAULT_TIME.slice(3));
  const options: string[] = [];
  for (let m = anchor % TIME_STEP_MINUTES; m < 24 * 60; m += TIME_STEP_MINUTES) {
    options.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  }
  return options;
}

/** A day (any time in it) is disabled when its start is more than one day before `now`. */
export function isDayDisabled(day: Date, now: number): boolean {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  return start.getTime() < now - DAY_MS;
}

/** `yyyy-MM-dd HH:mm:00` of a picked day and an `HH:mm` time. */
export function formatInterviewTime(day: Date, time: string): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} ${time}:00`;
}
