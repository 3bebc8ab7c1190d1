// The remote list's states with a fake loader (one layer): loading, error and retry, ready; a
// later query's answer wins over an earlier, slower one.
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRemoteList } from './use-remote-list';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

type Page = { list: string[]; total: number };

it('loads, fails with the message, and retries to the rows', async () => {
  const answers = [deferred<Page>(), deferred<Page>()];
  let calls = 0;
  const { result } = renderHook(() => useRemoteList(() => answers[calls++]!.promise, 'q'));
  expect(result.current.status).toBe('loading');
  await act(async () => answers[0]!.reject(new Error('服务器内部错误')));
  expect(result.current).toMatchObject({ status: 'error', error: '服务器内部错误', rows: [] });
  act(() => result.current.reload());
  expect(result.current.status).toBe('loading');
  await act(async () => answers[1]!.resolve({ list: ['a', 'b'], total: 12 }));
  expect(result.current).toMatchObject({ status: 'ready', rows: ['a', 'b'], total: 12, error: '' });
});

it('keeps the answer of the latest query', async () => {
  const slow = deferred<Page>();
  const fast = deferred<Page>();
  const { result, rerender } = renderHook(({ key }) => useRemoteList(() => (key === 'first' ? slow.promise : fast.promise), key), {
    initialProps: { key: 'first' },
  });
  rerender({ key: 'second' });
  await act(async () => fast.resolve({ list: ['second'], total: 1 }));
  await act(async () => slow.resolve({ list: ['first'], total: 1 }));
  await waitFor(() => expect(result.current.rows).toEqual(['second']));
  expect(result.current.status).toBe('ready');
});
