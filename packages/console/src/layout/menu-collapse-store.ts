// Whether the side menu is collapsed to its icons (50 px), remembered in local storage across
// reloads. Versioned and minimal like the tabs (tabs/tabs-store.ts): one flag under a key with a
// version; anything unreadable or of another version starts expanded.
export const MENU_STORAGE_KEY = 'ec-console-menu';
export const MENU_VERSION = 1;

interface Persisted {
  version: number;
  collapsed: boolean;
}

export type MenuStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function loadCollapsed(storage: MenuStorage): boolean {
  try {
    const persisted = JSON.parse(storage.getItem(MENU_STORAGE_KEY) ?? 'null') as Partial<Persisted> | null;
    return persisted?.version === MENU_VERSION && persisted.collapsed === true;
  } catch {
    return false;
  }
}

export function saveCollapsed(storage: MenuStorage, collapsed: boolean): void {
  const persisted: Persisted = { version: MENU_VERSION, collapsed };
  try {
    storage.setItem(MENU_STORAGE_KEY, JSON.stringify(persisted));
  } catch {
    // Storage full or refused (a private window): the menu still toggles, it is just not remembered.
  }
}
