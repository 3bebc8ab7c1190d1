import { recruitingData, recruitingRangeQuery } from './statistics';
import { firstMessage } from '../test/first-message';

describe('the recruitment data', () => {
  it('is asked for calendar days only', () => {
    expect(recruitingRangeQuery.parse({ start: '2024-02-29' })).toEqual({ start: '2024-02-29' });
    expect(firstMessage(recruitingRangeQuery.safeParse({ start: '2023-02-29' }))).toBe('statistics.date.invalid');
    expect(firstMessage(recruitingRangeQuery.safeParse({ end: '2024-1-01' }))).toBe('statistics.date.invalid');
  });

  it('counts whole numbers, none negative', () => {
    const zero = { views: 0, submissions: 0, chats: 0, interviews: 0, hires: 0 };
    const data = { start: '2024-01-01', end: '2024-01-01', series: [{ day: '2024-01-01', ...zero }], jobs: [], totals: zero };
    expect(recruitingData.safeParse(data).success).toBe(true);
    expect(recruitingData.safeParse({ ...data, totals: { ...zero, hires: -1 } }).success).toBe(false);
    expect(recruitingData.safeParse({ ...data, totals: { ...zero, hires: 0.5 } }).success).toBe(false);
  });
});
