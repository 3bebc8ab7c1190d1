import { ChunkTimeoutPrompt } from './chunk-timeout-prompt';
import { CHUNK_TIMEOUT_MS, importWithTimeout, lazyWithTimeout } from './lazy-with-timeout';

const Page = () => null;

describe('lazy chunks with a time-out', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const deferred = () => {
    let resolve!: (m: { default: typeof Page }) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<{ default: typeof Page }>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it('waits 120 s by default', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('gives the chunk when it arrives in time', async () => {
    const chunk = deferred();
    const result = importWithTimeout(() => chunk.promise);
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    chunk.resolve({ default: Page });
    await expect(result).resolves.toEqual({ default: Page });
  });

  it('gives the reload prompt when the chunk is late, and ignores the late chunk', async () => {
    const chunk = deferred();
    const result = importWithTimeout(() => chunk.promise);
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    chunk.resolve({ default: Page });
    await expect(result).resolves.toEqual({ default: ChunkTimeoutPrompt });
  });

  it('honours a shorter time-out', async () => {
    const result = importWithTimeout(() => deferred().promise, 50);
    jest.advanceTimersByTime(50);
    await expect(result).resolves.toEqual({ default: ChunkTimeoutPrompt });
  });

  it('passes a failed import on', async () => {
    const chunk = deferred();
    const result = importWithTimeout(() => chunk.promise);
    chunk.reject(new Error('chunk failed'));
    await expect(result).rejects.toThrow('chunk failed');
  });

  it('makes a preloadable component', async () => {
    const importer = jest.fn(() => Promise.resolve({ default: Page }));
    const component = lazyWithTimeout(importer);
    await component.preload();
    await component.preload();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
