import { formatZonedTime, parseZonedTime } from './zoned-time';

describe('zoned wall-clock times', () => {
  it('reads a Shanghai wall-clock time as UTC+8', () => {
    expect(parseZonedTime('2026-11-22 09:00:00', 'Asia/Shanghai')!.toISOString()).toBe('2026-11-22T01:00:00.000Z');
  });

  it('follows daylight saving where the zone has it', () => {
    expect(parseZonedTime('2026-07-01 12:00:00', 'Europe/Berlin')!.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parseZonedTime('2026-01-01 12:00:00', 'Europe/Berlin')!.toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });

  it('rejects times that do not exist on a calendar', () => {
    for (const bad of ['2026-02-30 09:00:00', '2026-13-01 09:00:00', '2026-01-01 24:00:00', '2026-01-01 09:60:00', '2026-1-1 9:00:00', 'tomorrow']) {
      expect(parseZonedTime(bad, 'Asia/Shanghai')).toBeUndefined();
    }
  });

  it('formats an instant back to the same wall clock', () => {
    const text = '2027-03-04 18:15:00';
    expect(formatZonedTime(parseZonedTime(text, 'Asia/Shanghai')!, 'Asia/Shanghai')).toBe(text);
    expect(formatZonedTime(new Date('2026-11-21T16:30:00Z'), 'Asia/Shanghai')).toBe('2026-11-22 00:30:00');
  });
});
