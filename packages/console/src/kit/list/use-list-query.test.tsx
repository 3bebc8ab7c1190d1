// The list query with a fake request and a real QueryClient: loading, error and retry, ready; the
// latest query's answer wins; a hidden list loads nothing and loads again when shown; reload
// (an invalidation) loads the shown query again.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../query/query-client';
import { parseListParams } from './use-list-params';
import { useListQuery } from './use-list-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

type Page = { list: string[]; total: number };
const paramsOf = (search: string) => parseListParams(new URLSearchParams(search), { filters: { keyword: '' } });
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

it('loads, fails with the message, and retries to the rows', async () => {
  const answers = [deferred<Page>(), deferred<Page>()];
  let calls = 0;
  const { result } = renderHook(() => useListQuery('jobs', { params: paramsOf(''), active: true }, () => answers[calls++]!.promise), { wrapper });
  expect(result.current.status).toBe('loading');
  await act(async () => answers[0]!.reject(new Error('服务器内部错误')));
  await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: '服务器内部错误', rows: [] }));
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.status).toBe('loading'));
  await act(async () => answers[1]!.resolve({ list: ['a', 'b'], total: 12 }));
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', rows: ['a', 'b'], total: 12, error: '' }));
  expect(calls).toBe(2);
});

it('keeps the last rows while the next query loads, and shows the latest query', async () => {
  const slow = deferred<Page>();
  const fast = deferred<Page>();
  const first = deferred<Page>();
  const answers: Record<string, Promise<Page>> = { '': first.promise, 'keyword=a': slow.promise, 'keyword=b': fast.promise };
  const { result, rerender } = renderHook(({ search }) => useListQuery('jobs', { params: paramsOf(search), active: true }, () => answers[search]!), {
    wrapper,
    initialProps: { search: '' },
  });
  await act(async () => first.resolve({ list: ['all'], total: 1 }));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  rerender({ search: 'keyword=a' });
  await waitFor(() => expect(result.current).toMatchObject({ status: 'loading', rows: ['all'] }));
  rerender({ search: 'keyword=b' });
  await act(async () => fast.resolve({ list: ['b'], total: 1 }));
  await act(async () => slow.resolve({ list: ['a'], total: 1 }));
  await waitFor(() => expect(result.current.rows).toEqual(['b']));
  expect(result.current.status).toBe('ready');
});

it('loads nothing while hidden, and loads again when shown', async () => {
  let calls = 0;
  const request = () => Promise.resolve({ list: [`answer ${++calls}`], total: 1 });
  const { result, rerender } = renderHook(({ active }) => useListQuery('jobs', { params: paramsOf(''), active }, request), {
    wrapper,
    initialProps: { active: true },
  });
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', rows: ['answer 1'] }));
  rerender({ active: false });
  act(() => result.current.reload());
  await act(async () => undefined);
  expect(calls).toBe(1);
  rerender({ active: true });
  await waitFor(() => expect(result.current.rows).toEqual(['answer 2']));
  expect(calls).toBe(2);
});
