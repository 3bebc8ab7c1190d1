// The dictionaries against the real server: two forms that need the same dictionaries in one
// session load each once (cached, staleTime Infinity), and the entries are the server's.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLiveConsole } from '../../../test/live-console';
import { clearToken, setToken } from '../../session/token';
import { createQueryClient } from '../query/query-client';
import { useDict, useDicts } from './use-dicts';

const live = useLiveConsole();
afterEach(() => clearToken());

it('loads each dictionary once for the session, whoever asks', async () => {
  setToken(await live().tokenOf('demo_admin'));
  const asked: string[] = [];
  const serverFetch = globalThis.fetch;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('dict-data')) asked.push(new URL(url, 'http://console').searchParams.get('dictType') ?? '');
    return serverFetch(input, init);
  });
  try {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const first = renderHook(() => useDicts({ degree: 'degree', sex: 'sex' }), { wrapper });
    await waitFor(() => expect(first.result.current.degree.length).toBeGreaterThan(0));
    await waitFor(() => expect(first.result.current.sex.length).toBeGreaterThan(0));
    first.unmount();
    const second = renderHook(() => ({ many: useDicts({ education: 'degree' }), one: useDict('sex') }), { wrapper });
    expect(second.result.current.many.education).toEqual(first.result.current.degree);
    expect(second.result.current.one).toEqual(first.result.current.sex);
    expect(asked.sort()).toEqual(['degree', 'sex']);
  } finally {
    spy.mockRestore();
  }
});
