import { loadCollapsed, MENU_STORAGE_KEY, saveCollapsed, type MenuStorage } from './menu-collapse-store';

const memory = (initial: Record<string, string> = {}): MenuStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
};

it('remembers the collapsed menu under a versioned key', () => {
  const storage = memory();
  expect(loadCollapsed(storage)).toBe(false);
  saveCollapsed(storage, true);
  expect(JSON.parse(storage.data[MENU_STORAGE_KEY] ?? 'null')).toEqual({ version: 1, collapsed: true });
  expect(loadCollapsed(storage)).toBe(true);
  saveCollapsed(storage, false);
  expect(loadCollapsed(storage)).toBe(false);
});

it('starts expanded on what it cannot read, and when storage refuses a write', () => {
  for (const raw of ['not json', '{"version":99,"collapsed":true}', '{"version":1,"collapsed":"yes"}', 'true'])
    expect(loadCollapsed(memory({ [MENU_STORAGE_KEY]: raw }))).toBe(false);
  const refusing: MenuStorage = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };
  expect(() => saveCollapsed(refusing, true)).not.toThrow();
});
