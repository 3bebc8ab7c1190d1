// A page of rows from the server for a query key: loading (the last rows stay shown), ready,
// or error with its message and a retry. A later key wins over an earlier answer.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListStatus, RemoteList } from './use-list-query';

/**
 * `returns`: bumped when the page comes back into view (useReturns), so a list kept alive in a
 * hidden tab shows what changed meanwhile (a job saved in the form).
 */
export function useRemoteList<T>(load: () => Promise<{ list: T[]; total: number }>, key: string, returns = 0): RemoteList<T> {
  const [state, setState] = useState<{ status: ListStatus; rows: T[]; total: number; error: string }>({ status: 'loading', rows: [], total: 0, error: '' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, status: 'loading', error: '' }));
    loader.current().then(
      ({ list, total }) => current && setState({ status: 'ready', rows: list, total, error: '' }),
      (error: unknown) => current && setState((s) => ({ ...s, status: 'error', error: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, returns]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
