// The opened pages as tabs (docs/console.md §2), remembered in local storage. Versioned and minimal
// (docs/development.md §5, rule 10): only each tab's route name and full path are stored; titles
// come from the route table. Pure functions over the list, plus load/save with a migrate step.
import { HOME_PATH } from '../../routes';

export const TABS_STORAGE_KEY = 'ec-console-tabs';
export const TABS_VERSION = 1;

export interface Tab {
  name: string;
  /** Path plus query, below the basename. */
  path: string;
}

interface Persisted {
  version: number;
  tabs: Tab[];
}

export type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

const HOME: Tab = { name: 'home', path: HOME_PATH };

/** Home first, once; other tabs in order, one per route name. */
export function normalize(tabs: readonly Tab[], home: Tab = HOME): Tab[] {
  const rest = tabs.filter((tab, index) => tab.name !== home.name && tabs.findIndex((other) => other.name === tab.name) === index);
  return [home, ...rest];
}

/** Opens (or re-targets) the tab of a route. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const at = tabs.findIndex((other) => other.name === tab.name);
  if (at === -1) return normalize([...tabs, tab]);
  return normalize(tabs.map((other, index) => (index === at ? tab : other)));
}

export function closeTab(tabs: readonly Tab[], name: string): Tab[] {
  return normalize(tabs.filter((tab) => tab.name !== name));
}

export function closeOthers(tabs: readonly Tab[], name: string): Tab[] {
  return normalize(tabs.filter((tab) => tab.name === name));
}

export function closeAll(): Tab[] {
  return normalize([]);
}

/** Where to go after closing `name` while it is the active tab: its left neighbour. */
export function neighbourOf(tabs: readonly Tab[], name: string): Tab {
  const at = tabs.findIndex((tab) => tab.name === name);
  return tabs[Math.max(0, at - 1)] ?? HOME;
}

const isTab = (value: unknown): value is Tab =>
  typeof value === 'object' && value !== null && typeof (value as Tab).name === 'string' && typeof (value as Tab).path === 'string';

/**
 * Earlier shapes to the current one. Version 0 (unversioned) stored a bare array of paths; the
 * route table names them (`nameOf`). Unknown versions start afresh.
 */
export function migrate(raw: unknown, nameOf: (path: string) => string | undefined): Tab[] {
  if (Array.isArray(raw))
    return raw.flatMap((path) => {
      const name = typeof path === 'string' ? nameOf(path) : undefined;
      return name ? [{ name, path: path as string }] : [];
    });
  const persisted = raw as Partial<Persisted> | null;
  if (persisted?.version === TABS_VERSION && Array.isArray(persisted.tabs)) return persisted.tabs.filter(isTab);
  return [];
}

export function loadTabs(storage: TabStorage, nameOf: (path: string) => string | undefined): Tab[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(TABS_STORAGE_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  return normalize(migrate(raw, nameOf));
}

export function saveTabs(storage: TabStorage, tabs: readonly Tab[]): void {
  const persisted: Persisted = { version: TABS_VERSION, tabs: tabs.map(({ name, path }) => ({ name, path })) };
  storage.setItem(TABS_STORAGE_KEY, JSON.stringify(persisted));
}
