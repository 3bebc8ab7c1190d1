// Message and conversation times of docs/chat.md §9: today HH:MM, yesterday, weekday within a
// week, month/day this year, year/month/day older; Chinese dates for the Chinese locales.
export const TIMESTAMP_GAP_S = 600;

const pad = (n: number) => String(n).padStart(2, '0');
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

export type TimeLabel =
  | { kind: 'today'; time: string }
  | { kind: 'yesterday'; time: string }
  | { kind: 'weekday'; weekday: string; time: string }
  | { kind: 'month'; month: number; day: number; time: string }
  | { kind: 'year'; year: number; month: number; day: number; time: string };

export function timeLabel(seconds: number, now: Date, locale: string): TimeLabel {
  const date = new Date(seconds * 1000);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return { kind: 'today', time };
  if (days === 1) return { kind: 'yesterday', time };
  if (days < 7) return { kind: 'weekday', weekday: date.toLocaleDateString(locale.startsWith('zh') ? 'zh-CN' : locale, { weekday: 'long' }), time };
  if (date.getFullYear() === now.getFullYear()) return { kind: 'month', month: date.getMonth() + 1, day: date.getDate(), time };
  return { kind: 'year', year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), time };
}

/** Whether a timestamp row goes before the message at `index` (first, or ≥ 600 s after the previous). */
export function showsTimestamp(times: number[], index: number): boolean {
  if (index === 0) return true;
  return times[index]! - times[index - 1]! >= TIMESTAMP_GAP_S;
}
