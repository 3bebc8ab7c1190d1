// One seeded data folder per test run, copied into each spawned server's empty data folder, so a
// server starts from the demo data instead of migrating and seeding a fresh PGlite (about 10 s of
// a server's start on 2 cores; the copy takes a fraction of a second). The run's folder and its
// lock are buildOncePerRun's; without one every server seeds its own, as before.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { buildOncePerRun, demoDataDay } from './run-once';

/** Settings that change what the first start writes (the seed and the chat accounts); the others only change how it serves. */
const SEED_SETTINGS = ['SEED_DEMO', 'CHAT_USER_PREFIX', 'CHAT_ADMIN_USER_ID', 'TENCENT_SDKAPPID', 'TENCENT_SECRET_KEY'];

function templateKey(env: Record<string, string | undefined>): string {
  const relevant = SEED_SETTINGS.map((name) => `${name}=${env[name] ?? ''}`).join('\n');
  return createHash('sha256').update(relevant).digest('hex').slice(0, 12);
}

/**
 * Fills an empty `dataDir` from the run's template for these settings, building the template
 * first with `startInto` (start a server on a folder, wait until it answers, stop it cleanly).
 * Returns false when the server must seed on its own (no run folder, a database URL, a folder
 * that already holds data, or a template that could not be built).
 */
export async function fillFromTemplate(dataDir: string, env: Record<string, string | undefined>, startInto: (dir: string) => Promise<void>): Promise<boolean> {
  if (env.DATABASE_URL || (existsSync(dataDir) && readdirSync(dataDir).length > 0)) return false;
  const template = await buildOncePerRun(`server-data-${templateKey(env)}-${demoDataDay()}`, startInto);
  if (!template) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}
