import { dateOf, dayOf, defaultRange, MAX_DAYS, rangeQuery } from './data-range';

describe('the data page’s range', () => {
  it('is the last 30 days by default, today included, or the last n', () => {
    const today = new Date(2026, 10, 25, 15, 30);
    expect(rangeQuery(defaultRange(today))).toEqual({ start: '2026-10-27', end: '2026-11-25' });
    expect(rangeQuery(defaultRange(today, 7))).toEqual({ start: '2026-11-19', end: '2026-11-25' });
    // Across a year's end and a leap day.
    expect(rangeQuery(defaultRange(new Date(2028, 2, 1), 3))).toEqual({ start: '2028-02-28', end: '2028-03-01' });
  });

  it('keeps the end and its last 366 days when a longer range is picked', () => {
    const picked = { from: dateOf('2020-01-01'), to: dateOf('2026-11-25') };
    const { start, end } = rangeQuery(picked);
    expect(end).toBe('2026-11-25');
    expect(start).toBe('2025-11-25');
    expect((dateOf(end).getTime() - dateOf(start).getTime()) / 86_400_000 + 1).toBe(MAX_DAYS);
  });

  it('writes and reads days as local dates', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(dayOf(dateOf('2026-12-31'))).toBe('2026-12-31');
  });
});
