// Demo dates sit relative to "now" so that interviews stay upcoming and lists look recent.
// Times of day are China Standard Time (UTC+8, no daylight saving), where the product is used.
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** hh:mm China time on the day `days` days after now's China date (negative: before). */
export function chinaTime(now: Date, days: number, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  const utc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour, minute);
  return new Date(utc - CHINA_OFFSET_MS);
}

/** The China date `days` days after now, as YYYY-MM-DD (for date columns). */
export function chinaDate(now: Date, days: number): string {
  return new Date(chinaTime(now, days, 12).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function hoursAgo(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}

/**
 * About `rank` minutes before now (rank 1..of), but on now's China date: a seed run just after
 * midnight squeezes the steps into the time since midnight, so what the demo shows as "today"
 * (the dashboard's submissions today) is today whenever it is seeded.
 */
export function minutesAgoToday(now: Date, rank: number, of: number): Date {
  const sinceMidnight = now.getTime() - chinaTime(now, 0, 0).getTime();
  const step = Math.min(MINUTE_MS, sinceMidnight / (of + 1));
  return new Date(now.getTime() - rank * step);
}
