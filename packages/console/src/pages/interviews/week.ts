// The calendar's week: Monday to Sunday of local days written yyyy-MM-dd (the interviews' times
// are the server's wall clock written the same way, so they are placed by their text).
import { dayText } from '../../kit/format/day';

export { dayText, parseDay } from '../../kit/format/day';

export function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: Date): Date {
  return addDays(day, -((day.getDay() + 6) % 7));
}

/** The seven days (yyyy-MM-dd) of the week holding `day`. */
export function weekDays(day: Date): string[] {
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, i) => dayText(addDays(monday, i)));
}

/** The hour and minute of a `yyyy-MM-dd HH:mm[:ss]` time. */
export function clockOf(time: string): { day: string; hour: number; minute: number } {
  return { day: time.slice(0, 10), hour: Number(time.slice(11, 13)) || 0, minute: Number(time.slice(14, 16)) || 0 };
}

/**
 * The calendar's hours: 08:00 to 20:00, widened to take any interview of the week whole: a block
 * is an hour long from its start, so a 21:30 interview needs the rows to 23:00.
 */
export function hourRange(times: string[]): { first: number; last: number } {
  let first = 8;
  let last = 20;
  for (const time of times) {
    const { hour, minute } = clockOf(time);
    first = Math.min(first, hour);
    last = Math.max(last, Math.ceil(hour + minute / 60 + 1));
  }
  return { first, last: Math.min(last, 24) };
}
