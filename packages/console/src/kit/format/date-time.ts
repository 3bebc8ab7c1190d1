// How the console writes an instant the server sends (an ISO string in UTC): in the reader's time
// zone, one format per kind (the kit README, "Dates and times"). Swedish is the one locale whose
// Intl output is already ISO's order with a 24-hour clock, so no pattern code ships.
type Instant = string | null | undefined;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'date' | 'dateTime' | 'minute', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const clock: Intl.DateTimeFormatOptions =
      kind === 'date' ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(kind === 'dateTime' ? { second: '2-digit' } : {}) };
    format = new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', ...clock, timeZone });
    formats.set(key, format);
  }
  return format;
}

function write(kind: 'date' | 'dateTime' | 'minute', iso: Instant, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter(kind, timeZone).format(date);
}

/** 2026-12-06: the day of an instant where the reader is. */
export const dateText = (iso: Instant, timeZone?: string) => write('date', iso, timeZone);

/** 2026-12-06 22:32:05: an instant where the reader is, to the second. */
export const dateTimeText = (iso: Instant, timeZone?: string) => write('dateTime', iso, timeZone);

/** 2026-12-06 22:32: an instant to the minute, for periods and lines where seconds are noise. */
export const minuteText = (iso: Instant, timeZone?: string) => write('minute', iso, timeZone);
