// One record as a query, with a fake load and a real QueryClient: loading, error with its message
// and retry, ready; the record stays shown while a new key loads; a page kept alive in a hidden
// tab loads nothing, and loads again when it is shown.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PageRouteContext } from '../../layout/use-current-route';
import type { RouteDef } from '../../routes';
import { createQueryClient } from './query-client';
import { useRecordQuery } from './use-record-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const profileRoute = { name: 'ziliaoIndex', path: '/ziliao/index', title: 'menu.ziliaoIndex' } satisfies RouteDef;

/** The hook on the profile page's row, at `at` (another path: the page is hidden). */
function wrapperAt(at: string) {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <PageRouteContext.Provider value={profileRoute}>{children}</PageRouteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

it('loads, fails with the message, and retries to the record', async () => {
  const answers = [deferred<string>(), deferred<string>()];
  let calls = 0;
  const { result } = renderHook(() => useRecordQuery(['profile'], () => answers[calls++]!.promise), { wrapper: wrapperAt('/ziliao/index') });
  expect(result.current.state).toEqual({ status: 'loading', error: '' });
  await act(async () => answers[0]!.reject(new Error('服务器内部错误')));
  await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: '服务器内部错误' }));
  act(() => result.current.retry());
  await act(async () => answers[1]!.resolve('田海涛'));
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: '田海涛', error: '' }));
  expect(calls).toBe(2);
});

it('keeps the last record shown while a new key loads, saying it is fetching', async () => {
  const later = deferred<string>();
  const { result, rerender } = renderHook(({ key }) => useRecordQuery(['range', key], () => (key === 7 ? Promise.resolve('7 days') : later.promise)), {
    wrapper: wrapperAt('/ziliao/index'),
    initialProps: { key: 7 },
  });
  await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', data: '7 days' }));
  rerender({ key: 30 });
  await waitFor(() => expect(result.current.fetching).toBe(true));
  expect(result.current.state).toMatchObject({ status: 'ready', data: '7 days' });
  await act(async () => later.resolve('30 days'));
  await waitFor(() => expect(result.current).toMatchObject({ fetching: false, state: { status: 'ready', data: '30 days' } }));
});

it('loads nothing while its page is hidden', async () => {
  let calls = 0;
  const { result } = renderHook(() => useRecordQuery(['profile'], () => Promise.resolve(`answer ${++calls}`)), { wrapper: wrapperAt('/home') });
  await act(async () => undefined);
  expect(calls).toBe(0);
  expect(result.current.state.status).toBe('loading');
});
