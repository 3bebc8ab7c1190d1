import type { ProfileSource } from '../../chat/store/profiles';
import type { Db } from '../connect';
import { seedDemoChat } from './chat';
import { seedDemo, type SeedDemoOptions } from './demo';
import { seedDictionaries } from './dictionaries';

export interface SeedAllOptions extends SeedDemoOptions {
  /** Whether to add the demo companies, accounts and activity (config SEED_DEMO). */
  demo: boolean;
  /** With the demo: also demo conversations, groups and friends for these chat accounts (`npm start`; tests leave it out). */
  chat?: ProfileSource;
}

/** Call at server start, after migrateToLatest: dictionaries always, the demo data on request. Idempotent. */
export async function seedAll(db: Db, { demo, chat, ...demoOptions }: SeedAllOptions): Promise<{ demoCreated: boolean }> {
  await seedDictionaries(db);
  if (!demo) return { demoCreated: false };
  const { created } = await seedDemo(db, demoOptions);
  if (chat) await seedDemoChat(db, chat, demoOptions.now ?? new Date());
  return { demoCreated: created };
}
