// The tabs of the layout: the store's pure functions over React state, saved to local storage,
// a tab opened for each visited page.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRoute, type RouteDef, pathOf } from '../../routes';
import { closeAll, closeOthers, closeTab, loadTabs, neighbourOf, openTab, saveTabs, type Tab } from './tabs-store';

const nameOf = (path: string) => findRoute(path)?.name;

export function useTabs(current: RouteDef) {
  const [tabs, setTabs] = useState<Tab[]>(() => loadTabs(localStorage, nameOf));
  const [generation, setGeneration] = useState<Record<string, number>>({});
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (current.name !== '404' && !current.bare && !current.opensChat) setTabs((list) => openTab(list, { name: current.name, path: pathname + search }));
  }, [current, pathname, search]);
  useEffect(() => saveTabs(localStorage, tabs), [tabs]);

  const close = useCallback(
    (name: string) => {
      if (name === current.name) navigate(neighbourOf(tabs, name).path);
      setTabs((list) => closeTab(list, name));
    },
    [current.name, navigate, tabs],
  );
  const closeOther = useCallback(() => setTabs((list) => closeOthers(list, current.name)), [current.name]);
  const closeEvery = useCallback(() => {
    setTabs(closeAll());
    if (current.name !== 'home') navigate(pathOf('home'));
  }, [current.name, navigate]);
  const refresh = useCallback(() => setGeneration((g) => ({ ...g, [current.name]: (g[current.name] ?? 0) + 1 })), [current.name]);

  return { tabs, generation, close, closeOthers: closeOther, closeAll: closeEvery, refresh };
}
