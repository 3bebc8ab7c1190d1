const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant.getTime()) / 60000);
}

/** 'yyyy-MM-dd HH:mm:ss' on the wall clock of timeZone, as an instant; undefined if no such time. */
export function parseZonedTime(text: string, timeZone: string): Date | undefined {
  const m = PATTERN.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  // Two passes settle the offset across a daylight-saving change.
  let instant = wall - offsetMinutes(new Date(wall), timeZone) * 60000;
  instant = wall - offsetMinutes(new Date(instant), timeZone) * 60000;
  return new Date(instant);
}

/** An instant as 'yyyy-MM-dd HH:mm:ss' on the wall clock of timeZone. */
export function formatZonedTime(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}
