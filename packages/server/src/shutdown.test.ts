import { shutdown, type ShutdownOptions } from './shutdown';

function recorder(deadlineMs: number) {
  const warnings: string[] = [];
  const codes: number[] = [];
  const options: ShutdownOptions = { deadlineMs, log: { info: () => undefined, warn: (m) => warnings.push(m) }, exit: (code) => codes.push(code) };
  return { warnings, codes, options };
}

it('runs the steps in order and exits 0 when they end', async () => {
  const order: string[] = [];
  const { codes, warnings, options } = recorder(1_000);
  await shutdown(
    [
      { name: 'server', run: async () => order.push('server') },
      { name: 'database', run: async () => order.push('database') },
    ],
    options,
  );
  expect(order).toEqual(['server', 'database']);
  expect(codes).toEqual([0]);
  expect(warnings).toEqual([]);
});

it('exits 1 past the deadline, naming the step that never ended, and runs no later step', async () => {
  jest.useFakeTimers();
  const { codes, warnings, options } = recorder(50);
  const database = jest.fn(async () => undefined);
  void shutdown(
    [
      { name: 'closing the HTTP server', run: () => new Promise(() => undefined) },
      { name: 'closing the database', run: database },
    ],
    options,
  );
  try {
    await jest.advanceTimersByTimeAsync(49);
    expect(codes).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(codes).toEqual([1]);
    expect(warnings).toEqual(['still stopping after 50 ms (closing the HTTP server): exiting now']);
    expect(database).not.toHaveBeenCalled();
  } finally {
    jest.useRealTimers();
  }
});

it('exits 1 when a step fails, saying which', async () => {
  const { codes, warnings, options } = recorder(1_000);
  await shutdown([{ name: 'closing the database', run: async () => Promise.reject(new Error('disk gone')) }], options);
  expect(codes).toEqual([1]);
  expect(warnings).toEqual(['stopping failed (closing the database): disk gone']);
});
