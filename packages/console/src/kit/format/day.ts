// A local day written yyyy-MM-dd, as the console's forms and filters keep days (the interviews'
// times are the server's wall clock written the same way, so they are placed by their text).
const pad = (n: number) => String(n).padStart(2, '0');

export const dayText = (day: Date) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

/** The local day of a yyyy-MM-dd text, or null when it is no day. */
export function parseDay(text: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayText(day) === text ? day : null;
}
