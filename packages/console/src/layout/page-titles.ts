// The titles pages give themselves where one route title does not fit every mode (name-card
// creates a card or edits the one there is): by route name, read by the current route (the
// breadcrumb and the window's title) and the tabs. A title stays its tab's after the page is gone
// (a noCache page), until the page gives another.
import { useSyncExternalStore } from 'react';
import type { ConsoleKey } from '../i18n-keys';

const titles = new Map<string, ConsoleKey>();
const listeners = new Set<() => void>();
let version = 0;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function setPageTitle(name: string, title: ConsoleKey): void {
  if (titles.get(name) === title) return;
  titles.set(name, title);
  version += 1;
  for (const listener of listeners) listener();
}

/** A lookup of the pages' own titles, rendering again when one changes. */
export function usePageTitles(): (name: string) => ConsoleKey | undefined {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return (name) => titles.get(name);
}
