// The page's own search params. A page kept alive in a hidden tab (layout/keep-alive.tsx) still
// renders under another page's location: it keeps the params it had when it was last shown, so a
// hidden fair's detail does not turn into fair 0 (and ask the server for it) on every other page.
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActivePage } from './use-active-page';

export function usePageSearch(): URLSearchParams {
  const active = useActivePage();
  const [search] = useSearchParams();
  const own = useRef(search);
  if (active) own.current = search;
  return own.current;
}
