import { dateText, dateTimeText, minuteText } from './date-time';

// 2026-12-06T14:32:05Z: 22:32:05 in Beijing, 09:32:05 in New York (UTC-5 in December).
const INSTANT = '2026-12-06T14:32:05.000Z';

describe('an instant where the reader is', () => {
  it('writes the date and time of the reader’s zone, not UTC’s', () => {
    expect(dateTimeText(INSTANT, 'Asia/Shanghai')).toBe('2026-12-06 22:32:05');
    expect(dateTimeText(INSTANT, 'America/New_York')).toBe('2026-12-06 09:32:05');
    expect(dateTimeText(INSTANT, 'UTC')).toBe('2026-12-06 14:32:05');
  });

  it('moves the day where the zone does', () => {
    expect(dateText('2026-12-06T17:00:00Z', 'Asia/Shanghai')).toBe('2026-12-07');
    expect(dateText('2026-12-06T17:00:00Z', 'UTC')).toBe('2026-12-06');
  });

  it('writes midnight as 00, not 24', () => {
    expect(dateTimeText('2026-12-06T16:00:00Z', 'Asia/Shanghai')).toBe('2026-12-07 00:00:00');
    expect(minuteText('2026-12-06T16:00:00Z', 'Asia/Shanghai')).toBe('2026-12-07 00:00');
  });

  it('writes nothing for a missing or unreadable instant', () => {
    expect(dateTimeText(null)).toBe('');
    expect(dateTimeText(undefined)).toBe('');
    expect(dateText('not a date')).toBe('');
  });
});
