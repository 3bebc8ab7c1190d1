// startTogether (start-together.ts): a part that fails does not leave the others running.
import { startTogether } from './start-together';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

it('resolves with every part when all start', async () => {
  const release = jest.fn(() => Promise.resolve());
  await expect(startTogether([later('server', 5), later(42, 1)], release)).resolves.toEqual(['server', 42]);
  expect(release).not.toHaveBeenCalled();
});

it('hands the parts that started, even after the failure, to be closed, then throws the failure', async () => {
  const release = jest.fn((_started: [string | undefined, string | undefined, string | undefined]) => Promise.resolve());
  const failing = Promise.reject(new Error('the server did not start'));
  await expect(startTogether([failing, later('portal', 20), later('browser', 30)], release)).rejects.toThrow('the server did not start');
  expect(release).toHaveBeenCalledWith([undefined, 'portal', 'browser']);
});
