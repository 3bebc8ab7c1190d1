// A list page's state: its query in the URL (useListParams) and its rows from the server
// (useListQuery, keyed by `name` and the query), so a page reads as its request.
import { useListParams, type ListParams, type ListParamsOptions } from './use-list-params';
import { useListQuery, type RemoteList } from './use-list-query';

interface ListPageOptions<F extends string, T> extends ListParamsOptions<F> {
  /** The query's name (its first key): what a change invalidates. */
  name: string;
  request: (params: ListParams<F>) => Promise<{ list: T[]; total: number }>;
}

type ListPageState<T, F extends string> = ReturnType<typeof useListParams<F>> & { query: RemoteList<T> };

export function useListPage<F extends string, T>({ name, request, ...options }: ListPageOptions<F, T>): ListPageState<T, F> {
  const list = useListParams(options);
  const query = useListQuery<T>(name, list, () => request(list.params));
  return { ...list, query };
}
