import { showsTimestamp, timeLabel } from './format-time';

const at = (y: number, mo: number, d: number, h = 10, mi = 5) => new Date(y, mo - 1, d, h, mi).getTime() / 1000;

describe('timestamps', () => {
  it('show for the first message and after a gap of at least 600 s', () => {
    const times = [1000, 1599, 2199, 2200];
    expect(times.map((_, i) => showsTimestamp(times, i))).toEqual([true, false, true, false]);
  });

  it('read today HH:MM, yesterday, weekday within a week, month/day this year, year/month/day older', () => {
    const now = new Date(2026, 10, 22, 12, 0); // Sunday 22 Nov 2026
    expect(timeLabel(at(2026, 11, 22, 9, 7), now, 'zh-CN')).toEqual({ kind: 'today', time: '09:07' });
    expect(timeLabel(at(2026, 11, 21), now, 'zh-CN')).toEqual({ kind: 'yesterday', time: '10:05' });
    expect(timeLabel(at(2026, 11, 18), now, 'zh-CN')).toEqual({ kind: 'weekday', weekday: '星期三', time: '10:05' });
    expect(timeLabel(at(2026, 11, 18), now, 'en-US')).toMatchObject({ kind: 'weekday', weekday: 'Wednesday' });
    expect(timeLabel(at(2026, 3, 1), now, 'zh-CN')).toEqual({ kind: 'month', month: 3, day: 1, time: '10:05' });
    expect(timeLabel(at(2025, 12, 31), now, 'zh-CN')).toEqual({ kind: 'year', year: 2025, month: 12, day: 31, time: '10:05' });
  });
});
