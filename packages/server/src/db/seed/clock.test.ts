import { chinaTime, minutesAgoToday } from './clock';

// The demo's "minutes ago" stays on today's China date whenever the seed runs.
describe('minutesAgoToday', () => {
  const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

  it('steps back whole minutes at midday', () => {
    const now = new Date('2026-03-02T04:00:00.000Z'); // 12:00 in China
    expect([1, 2, 3].map((rank) => now.getTime() - minutesAgoToday(now, rank, 3).getTime())).toEqual([60_000, 120_000, 180_000]);
  });

  it('keeps every step after midnight, newest first, half a minute into the day', () => {
    const midnight = chinaTime(new Date('2026-03-02T04:00:00.000Z'), 0, 0);
    const now = new Date(midnight.getTime() + 30_000);
    const times = [1, 2, 3].map((rank) => minutesAgoToday(now, rank, 3));
    for (const at of times) {
      expect(chinaDay(at)).toBe(chinaDay(now));
      expect(at.getTime()).toBeGreaterThan(midnight.getTime());
      expect(at.getTime()).toBeLessThan(now.getTime());
    }
    expect(times[0]!.getTime()).toBeGreaterThan(times[1]!.getTime());
    expect(times[1]!.getTime()).toBeGreaterThan(times[2]!.getTime());
  });

  it('gives now itself at midnight exactly, never yesterday', () => {
    const midnight = chinaTime(new Date('2026-03-02T04:00:00.000Z'), 0, 0);
    expect(minutesAgoToday(midnight, 3, 3).getTime()).toBe(midnight.getTime());
  });
});
