// One record a page shows (not a list) as a TanStack query: loading, error with its message, or
// ready. The record stays shown while it loads again; a page kept alive in a hidden tab loads
// nothing and loads again when it comes back into view (after an edit page saved the record);
// `retry` loads it again now, and `fetching` says a load is running (a filter's new answer).
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useActivePage } from '../page/use-active-page';

export type Loaded<T> = { status: 'loading'; error: '' } | { status: 'error'; error: string } | { status: 'ready'; data: T; error: '' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useRecordQuery<T>(
  key: QueryKey,
  load: () => Promise<T>,
  /** `enabled: false`: nothing to load (a new job has no record). */
  options: { enabled?: boolean } = {},
): { state: Loaded<T>; retry: () => void; fetching: boolean } {
  const active = useActivePage();
  const query = useQuery({ queryKey: key, queryFn: load, enabled: active && options.enabled !== false, placeholderData: keepPreviousData });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const state: Loaded<T> = query.isError
    ? { status: 'error', error: messageOf(query.error) }
    : query.data !== undefined
      ? { status: 'ready', data: query.data, error: '' }
      : { status: 'loading', error: '' };
  return { state, retry, fetching: query.isFetching };
}
