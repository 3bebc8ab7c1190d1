// Waiting for a condition rather than for a fixed time: read a value until it equals what is
// expected, then let jest compare it (so a failure shows the last value seen and a diff).
const POLL_MS = 50;

export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!isEqual(last, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    last = await read();
  }
  expect(last).toEqual(expected);
}

const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
