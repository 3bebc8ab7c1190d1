// Days of the recruitment data are China dates (UTC+8, no daylight saving), where the product is used.
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** now's China date as YYYY-MM-DD. */
export function chinaDay(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The YYYY-MM-DD `days` after day (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first moment of a China day, as an instant. */
export function chinaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);
}

/** Every day from start to end, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** SQL text of a timestamptz column's China date as YYYY-MM-DD, whatever the session's time zone. */
export const chinaDaySql = (column: string) => `to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
