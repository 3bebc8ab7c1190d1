// The query of a talent list outside the remembered scopes (spec §3 remembers the job, company
// and resume filters only): page, size and the list's own filters in the URL, as the kit's
// useListParams keeps them, without remembering. A page kept alive in a hidden tab keeps its query.
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListParams, useActivePage } from '../../kit';

export function usePageQuery<F extends string>(filters: Record<F, string>) {
  const active = useActivePage();
  const [searchParams, setSearchParams] = useSearchParams();
  const last = useRef(searchParams.toString());
  if (active) last.current = searchParams.toString();
  const params = parseListParams(new URLSearchParams(last.current), { scope: 'resume', filters });

  const update = (patch: Record<string, string | number | undefined>, keepPage = false) => {
    const next = new URLSearchParams(last.current);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!keepPage) next.delete('page');
    last.current = next.toString();
    setSearchParams(next);
  };

  return {
    params,
    /** The query as a string: a stable key for loading. */
    key: last.current,
    active,
    setFilters: (patch: Partial<Record<F, string>>) => update(patch),
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }, true),
    setSize: (size: number) => update({ size }),
  };
}
