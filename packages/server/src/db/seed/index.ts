export { seedAll, type SeedAllOptions } from './seed-all';
export { DEMO_LOGINS, DEMO_PASSWORD, seedDemo, type SeedDemoOptions } from './demo';
export { DICTIONARIES, seedDictionaries, type DictType } from './dictionaries';
