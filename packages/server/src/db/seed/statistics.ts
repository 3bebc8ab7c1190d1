// Demo recruitment data and colleagues (issue 19): 90 days of job page views for both companies'
// jobs (the other numbers of the data page come from the submissions, chats, interviews and scores
// recruiting.ts inserts), and a former recruiter of the main company whose account is disabled.
import { chinaDate } from './clock';
import type { SeedContext } from './context';
import { JOB_STATUS } from './jobs';
import { createRng } from './prng';
import type { DemoWorld } from './world';

export const VIEW_DAYS = 90;

/** The main company's former recruiter: listed as 停用 on the colleagues page, cannot sign in. */
export const DISABLED_COLLEAGUE = { username: 'demo_hr_left', name: '刘佳', mobile: '13760418253' } as const;

export async function insertRecruitingStatistics(ctx: SeedContext, world: DemoWorld): Promise<void> {
  await insertJobViews(ctx, world);
  await ctx.db
    .insertInto('users')
    .values({
      ...DISABLED_COLLEAGUE,
      passwordHash: ctx.passwordHash,
      role: 'recruiter',
      companyId: world.companies.main.id,
      nickname: DISABLED_COLLEAGUE.name,
      disabled: true,
      createdAt: ctx.now,
    })
    .execute();
}

/**
 * Each job has its own draw (a popular job a few dozen views a day, a quiet one a few); weekends
 * are quieter, and views grow over the 90 days. Offline jobs stopped being viewed a month ago,
 * drafts were never seen.
 */
async function insertJobViews({ db, now }: SeedContext, world: DemoWorld): Promise<void> {
  const rng = createRng(19_019);
  const rows: { jobId: number; companyId: number; day: string; views: number }[] = [];
  for (const job of [...world.jobs.main, ...world.jobs.other]) {
    if (job.status === JOB_STATUS.draft) continue;
    const draw = job.companyId === world.companies.main.id ? rng.int(4, 28) : rng.int(1, 8);
    const lastDay = job.status === JOB_STATUS.offline ? -30 : 0;
    for (let days = -(VIEW_DAYS - 1); days <= lastDay; days++) {
      const day = chinaDate(now, days);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 0.55 : 1;
      const trend = 0.6 + (0.6 * (days + VIEW_DAYS)) / VIEW_DAYS;
      const views = Math.round(draw * weekend * trend * (0.6 + rng.next() * 0.8));
      if (views > 0) rows.push({ jobId: job.id, companyId: job.companyId, day, views });
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('jobViews')
      .values(rows.slice(i, i + 500))
      .execute();
}
