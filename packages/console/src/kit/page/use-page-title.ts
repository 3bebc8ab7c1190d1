// A page names its mode in its tab, breadcrumb and window title (layout/page-titles.ts): the
// route's title is the default, `title` replaces it once known.
import { useContext, useEffect } from 'react';
import type { ConsoleKey } from '../../i18n-keys';
import { setPageTitle } from '../../layout/page-titles';
import { PageRouteContext } from '../../layout/use-current-route';

export function usePageTitle(title: ConsoleKey | undefined): void {
  const name = useContext(PageRouteContext)?.name;
  useEffect(() => {
    if (name && title) setPageTitle(name, title);
  }, [name, title]);
}
