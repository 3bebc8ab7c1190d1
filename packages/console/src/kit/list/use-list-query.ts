// A page of rows from the server as a TanStack query keyed `[name, params]`: loading (the last
// rows stay shown), ready, or error with its message and a retry. A list kept alive in a hidden
// tab does not load; it loads again when it comes back into view (so it shows a job saved in the
// form meanwhile). `reload` invalidates every query of the list (after a change on the server).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useInvalidate } from '../query/use-invalidate';

export type ListStatus = 'loading' | 'ready' | 'error';

export interface RemoteList<T> {
  status: ListStatus;
  rows: T[];
  total: number;
  error: string;
  /** Loads the list again (after an error, or after a change on the server). */
  reload: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useListQuery<T>(
  name: string,
  /** `params`: the query (a list's useListParams params; `{}` for a list of one page). */
  list: { params: object; active: boolean },
  request: () => Promise<{ list: T[]; total: number }>,
): RemoteList<T> {
  const query = useQuery({ queryKey: [name, list.params], queryFn: () => request(), placeholderData: keepPreviousData, enabled: list.active });
  const invalidate = useInvalidate(name);
  const reload = useCallback(() => void invalidate(), [invalidate]);
  const status: ListStatus = query.isFetching || (query.data === undefined && !query.isError) ? 'loading' : query.isError ? 'error' : 'ready';
  return {
    status,
    rows: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    error: status === 'error' ? messageOf(query.error) : '',
    reload,
  };
}
