import { closeAll, closeOthers, closeTab, loadTabs, migrate, neighbourOf, openTab, saveTabs, TABS_STORAGE_KEY, type TabStorage } from './tabs-store';

const memory = (initial: Record<string, string> = {}): TabStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
};
const nameOf = (path: string) => ({ '/zhiwei/index': 'zhiweiIndex', '/jianli/index': 'jianliIndex' })[path];
const home = { name: 'home', path: '/home' };
const jobs = { name: 'zhiweiIndex', path: '/zhiwei/index' };
const resumes = { name: 'jianliIndex', path: '/jianli/index' };

it('keeps home first and not closable, one tab per route', () => {
  let tabs = openTab(openTab([], jobs), resumes);
  expect(tabs).toEqual([home, jobs, resumes]);
  tabs = openTab(tabs, { name: 'zhiweiIndex', path: '/zhiwei/index?page=2' });
  expect(tabs.map((tab) => tab.path)).toEqual(['/home', '/zhiwei/index?page=2', '/jianli/index']);
  expect(closeTab(tabs, 'home')).toEqual(tabs);
  expect(closeTab(tabs, 'zhiweiIndex')).toEqual([home, resumes]);
  expect(closeOthers(tabs, 'jianliIndex')).toEqual([home, resumes]);
  expect(closeAll()).toEqual([home]);
  expect(neighbourOf(tabs, 'jianliIndex').name).toBe('zhiweiIndex');
});

it('persists with a version and restores', () => {
  const storage = memory();
  saveTabs(storage, [home, jobs]);
  expect(JSON.parse(storage.data[TABS_STORAGE_KEY] ?? 'null')).toEqual({ version: 1, tabs: [home, jobs] });
  expect(loadTabs(storage, nameOf)).toEqual([home, jobs]);
});

it('migrates the unversioned list of paths and drops what it cannot read', () => {
  expect(migrate(['/jianli/index', '/gone', 3], nameOf)).toEqual([resumes]);
  expect(loadTabs(memory({ [TABS_STORAGE_KEY]: '["/zhiwei/index"]' }), nameOf)).toEqual([home, jobs]);
  expect(loadTabs(memory({ [TABS_STORAGE_KEY]: '{"version":99,"tabs":[]}' }), nameOf)).toEqual([home]);
  expect(loadTabs(memory({ [TABS_STORAGE_KEY]: 'not json' }), nameOf)).toEqual([home]);
  expect(loadTabs(memory({ [TABS_STORAGE_KEY]: '{"version":1,"tabs":[{"name":"x"}]}' }), nameOf)).toEqual([home]);
});
