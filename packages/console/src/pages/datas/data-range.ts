// The data page's range of days: the last 30 days by default (today included), as the server's
// YYYY-MM-DD days; the calendar's dates are local midnights.
import type { DateRange } from '../../kit/form/date-range-field';

export const DEFAULT_DAYS = 30;
/** The server's longest range. */
export const MAX_DAYS = 366;

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as YYYY-MM-DD. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** YYYY-MM-DD as a local midnight. */
export function dateOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function defaultRange(today = new Date(), days: number = DEFAULT_DAYS): DateRange {
  const to = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return { from: new Date(to.getFullYear(), to.getMonth(), to.getDate() - (days - 1)), to };
}

/** The range as the server takes it; a range longer than the server's keeps its end and its last MAX_DAYS days. */
export function rangeQuery({ from, to }: DateRange): { start: string; end: string } {
  const earliest = new Date(to.getFullYear(), to.getMonth(), to.getDate() - (MAX_DAYS - 1));
  return { start: dayOf(from < earliest ? earliest : from), end: dayOf(to) };
}
