import { sql } from 'kysely';
import { hashPassword } from '../../auth/password';
import type { Db } from '../connect';
import { insertCandidates } from './candidates';
import { insertCommunity } from './community';
import { insertCompanies } from './companies';
import type { SeedContext } from './context';
import { insertJobs } from './jobs';
import { insertRecruiting } from './recruiting';
import { insertStaff } from './staff';
import { insertFairDetails } from './fairs';
import { insertFeedbackReplies } from './feedback';
import { insertHelpProgress } from './help';
import { insertRecruitingStatistics } from './statistics';
import { insertCompanyProfiles } from './company-profile';
import type { DemoWorld } from './world';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

/** The demo accounts worth trying, for the start log. */
export const DEMO_LOGINS = [
  { username: 'demo_admin', role: '企业主账号' },
  { username: 'demo_hr', role: '招聘专员（有招聘名片）' },
  { username: 'demo_hr2', role: '招聘专员（无招聘名片，演示 HTTP 490）' },
  { username: 'other_admin', role: '另一家企业的主账号' },
  { username: 'demo_c1', role: '求职者（demo_c1 … demo_c30）' },
] as const;

export interface SeedDemoOptions {
  /** The moment demo dates are placed around; tests pin it. Default: the current time. */
  now?: Date;
}

async function hasUsers(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Fills an empty database with two companies, their staff, 30 candidates and the activity
 * between them, in one transaction. Does nothing (created: false) once any user exists.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<{ created: boolean }> {
  if (await hasUsers(db)) return { created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    // Two servers starting at once against one PostgreSQL: the second waits here, then sees the users.
    await sql`lock table users in share row exclusive mode`.execute(trx);
    if (await hasUsers(trx)) return { created: false };
    const ctx: SeedContext = { db: trx, now, passwordHash };
    const companies = await insertCompanies(ctx);
    const staff = await insertStaff(ctx, companies);
    const candidates = await insertCandidates(ctx);
    const jobs = await insertJobs(ctx, companies, staff);
    await insertRecruiting(ctx, { companies, staff, candidates, jobs });
    await insertCommunity(ctx, { companies, staff, candidates });
    const world: DemoWorld = { companies, staff, candidates, jobs };
    await insertFairDetails(ctx, world);
    await insertFeedbackReplies(ctx, world);
    await insertHelpProgress(ctx, world);
    await insertRecruitingStatistics(ctx, world);
    await insertCompanyProfiles(ctx, world);
    return { created: true };
  });
}
