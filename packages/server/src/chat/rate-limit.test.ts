import { TokenBucket } from './rate-limit';

describe('TokenBucket', () => {
  it('allows a burst, then the refill rate', () => {
    let now = 0;
    const bucket = new TokenBucket(50, 100, () => now);
    const burst = Array.from({ length: 120 }, () => bucket.take()).filter(Boolean).length;
    expect(burst).toBe(100);
    now += 100; // 0.1 s: 5 tokens
    expect(Array.from({ length: 10 }, () => bucket.take()).filter(Boolean).length).toBe(5);
    now += 60_000; // refills to the burst, no more
    expect(Array.from({ length: 150 }, () => bucket.take()).filter(Boolean).length).toBe(100);
  });
});
