import { backoffDelay, DEFAULT_BACKOFF } from './backoff';

describe('backoffDelay', () => {
  it('doubles from the initial delay and stops at the cap', () => {
    const top = (n: number) => backoffDelay(n, DEFAULT_BACKOFF, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(top)).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('jitters between half and all of the ceiling', () => {
    expect(backoffDelay(3, DEFAULT_BACKOFF, () => 0)).toBe(2000);
    expect(backoffDelay(3, DEFAULT_BACKOFF, () => 0.5)).toBe(3000);
    for (let i = 0; i < 100; i++) {
      const delay = backoffDelay(2, DEFAULT_BACKOFF);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(2000);
    }
  });
});
