// A list's query kept in the URL's search params (page, size, sort, order and the page's own
// filters), remembered by scope (remembered-filters.ts) and restored when the list is opened
// again without any; a list without a scope is not remembered (spec §3 names job, company and
// resume filters). A page kept alive in a hidden tab sees another page's location: its
// params stay as they were while it is hidden.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActivePage } from '../page/use-active-page';
import { recallFilters, rememberFilters, type FilterScope } from './remembered-filters';

export type SortOrder = 'asc' | 'desc';

export interface ListParams<F extends string> {
  page: number;
  size: number;
  sort?: string;
  order: SortOrder;
  filters: Record<F, string>;
}

export interface ListParamsOptions<F extends string> {
  /** Where the query is remembered; none: kept in the URL only. */
  scope?: FilterScope;
  filters: Record<F, string>;
  size?: number;
  sort?: string;
  order?: SortOrder;
}

export const PAGE_SIZES = [10, 20, 50] as const;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function parseListParams<F extends string>(search: URLSearchParams, options: ListParamsOptions<F>): ListParams<F> {
  const filters = {} as Record<F, string>;
  for (const key of Object.keys(options.filters) as F[]) filters[key] = search.get(key) ?? options.filters[key];
  const size = positive(search.get('size'), options.size ?? 10);
  return {
    page: positive(search.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : (options.size ?? 10),
    sort: search.get('sort') ?? options.sort,
    order: search.get('order') === 'asc' ? 'asc' : search.get('order') === 'desc' ? 'desc' : (options.order ?? 'desc'),
    filters,
  };
}

export function useListParams<F extends string>(options: ListParamsOptions<F>) {
  const active = useActivePage();
  const [searchParams, setSearchParams] = useSearchParams();
  const own = active ? searchParams.toString() || (options.scope ? recallFilters(options.scope) : '') : null;
  const last = useRef(own ?? '');
  if (own !== null) last.current = own;
  const search = last.current;

  // Opened without a query: the remembered one goes into the URL; the current one is remembered.
  useEffect(() => {
    if (!active) return;
    if (searchParams.toString() !== search) setSearchParams(new URLSearchParams(search), { replace: true });
    if (options.scope) rememberFilters(options.scope, search);
  }, [active, search, searchParams, setSearchParams, options.scope]);

  const params = parseListParams(new URLSearchParams(search), options);

  const update = useCallback(
    (patch: Record<string, string | number | undefined>, keepPage = false) => {
      const next = new URLSearchParams(last.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!keepPage) next.delete('page');
      last.current = next.toString();
      if (options.scope) rememberFilters(options.scope, last.current);
      setSearchParams(next);
    },
    [options.scope, setSearchParams],
  );

  return {
    params,
    /** The query as a string: a stable key for loading. */
    key: search,
    /** Whether the list is the page shown (not hidden in a kept-alive tab). */
    active,
    setFilters: (patch: Partial<Record<F, string>>) => update(patch),
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }, true),
    setSize: (size: number) => update({ size }),
    setSorting: (sort: string | undefined, order: SortOrder) => update({ sort, order: sort ? order : undefined }),
    reset: () => update(Object.fromEntries([...new URLSearchParams(last.current).keys()].map((key) => [key, undefined]))),
  };
}
