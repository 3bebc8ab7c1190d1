import { Coalescer } from './coalescer';

describe('Coalescer', () => {
  it('runs the first request alone and the ones that came meanwhile together, in order', async () => {
    const batches: number[][] = [];
    const c = new Coalescer(async (inputs: number[]) => {
      batches.push(inputs);
      await Promise.resolve(); // the other requests are all submitted before this batch settles
      return inputs.map((n) => n * 10);
    }, 3);
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => c.submit(n)));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('retries a failed batch one by one, so that only the bad request fails', async () => {
    const c = new Coalescer(async (inputs: number[]) => {
      await Promise.resolve();
      if (inputs.includes(3)) throw new Error('bad 3');
      return inputs;
    }, 10);
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => c.submit(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  });
});
