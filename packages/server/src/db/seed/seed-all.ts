import type { Db } from '../connect';
import { seedDemo, type SeedDemoOptions } from './demo';
import { seedDictionaries } from './dictionaries';

export interface SeedAllOptions extends SeedDemoOptions {
  /** Whether to add the demo companies, accounts and activity (config SEED_DEMO). */
  demo: boolean;
}

/** Call at server start, after migrateToLatest: dictionaries always, the demo data on request. Idempotent. */
export async function seedAll(db: Db, { demo, ...demoOptions }: SeedAllOptions): Promise<{ demoCreated: boolean }> {
  await seedDictionaries(db);
  if (!demo) return { demoCreated: false };
  const { created } = await seedDemo(db, demoOptions);
  return { demoCreated: created };
}
