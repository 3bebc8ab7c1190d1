// Demo job fairs beyond community.ts's two: booths, schedules, the company's jobs at them, candidates
// who applied through them (issue 19). Six fairs in all, online and on-site, across the three
// statuses (derived from the dates): three take sign-ups, one is running, two have ended.
import { JOB_STATUS } from './jobs';
import { chinaTime, hoursAgo } from './clock';
import type { SeedContext } from './context';
import type { DemoWorld } from './world';

const ONLINE = 1;
const ONSITE = 2;

type Slot = [days: number, from: [number, number], to: [number, number], title: string];

export async function insertFairDetails({ db, now }: SeedContext, world: DemoWorld): Promise<void> {
  const main = world.companies.main.id;
  const other = world.companies.other.id;
  const schedule = (startDays: number, slots: Slot[]) =>
    JSON.stringify(
      slots.map(([days, from, to, title]) => ({
        startAt: chinaTime(now, startDays + days, from[0], from[1]).toISOString(),
        endAt: chinaTime(now, startDays + days, to[0], to[1]).toISOString(),
        title,
      })),
    );

  // community.ts's two: the on-site one in 9 days (报名中) and the online month that started 5 days ago (进行中).
  const existing = await db.selectFrom('jobFairs').select('id').orderBy('id').execute();
  const [nanshan, union] = existing;
  if (!nanshan || !union) throw new Error('community.ts inserts two job fairs first');
  await db
    .updateTable('jobFairs')
    .set({
      fairType: ONSITE,
      schedule: schedule(9, [
        [0, [9, 30], [10, 0], '开幕式暨政策宣讲'],
        [0, [10, 0], [12, 0], '企业现场招聘（上午场）'],
        [0, [14, 0], [16, 30], '企业现场招聘（下午场）与简历指导'],
      ]),
    })
    .where('id', '=', nanshan.id)
    .execute();
  await db
    .updateTable('jobFairs')
    .set({
      fairType: ONLINE,
      schedule: schedule(-5, [
        [0, [9, 0], [10, 0], '线上开幕直播'],
        [7, [14, 0], [16, 0], '技术岗位专场直播'],
        [21, [14, 0], [16, 0], '高校毕业生专场直播'],
      ]),
    })
    .where('id', '=', union.id)
    .execute();

  const added = await db
    .insertInto('jobFairs')
    .values([
      {
        title: '宝安区先进制造业人才专场招聘会',
        organizer: '深圳市宝安区人力资源局',
        address: '深圳市宝安区新安街道宝安中心区宝安体育馆B馆',
        startAt: chinaTime(now, 20, 9),
        endAt: chinaTime(now, 20, 17),
        fairType: ONSITE,
        description: '面向智能制造、物流与供应链企业，现场设技能人才对接区与职业指导台。',
        schedule: schedule(20, [
          [0, [9, 0], [9, 30], '签到与展位布置'],
          [0, [9, 30], [12, 0], '现场招聘'],
          [0, [14, 0], [17, 0], '技能人才对接会'],
        ]),
      },
      {
        title: '粤港澳大湾区高校毕业生线上双选会',
        organizer: '广东省人力资源和社会保障厅',
        address: '线上（南粤就业服务平台）',
        startAt: chinaTime(now, 30, 9),
        endAt: chinaTime(now, 37, 18),
        fairType: ONLINE,
        description: '连续一周的线上双选活动，企业可在线宣讲、视频面试。',
        schedule: schedule(30, [
          [0, [10, 0], [11, 0], '线上开幕与企业宣讲'],
          [3, [14, 0], [16, 0], '视频面试专场'],
        ]),
      },
      {
        title: '深圳市秋季线上招聘周',
        organizer: '深圳市人力资源和社会保障局',
        address: '线上（深圳工会服务平台）',
        startAt: chinaTime(now, -40, 9),
        endAt: chinaTime(now, -33, 18),
        fairType: ONLINE,
        description: '秋季线上招聘周已圆满结束，感谢各企业参与。',
        schedule: schedule(-40, [
          [0, [9, 0], [10, 0], '线上开幕直播'],
          [3, [14, 0], [16, 0], '互联网岗位专场'],
        ]),
      },
      {
        title: '福田区退役军人专场招聘会',
        organizer: '深圳市福田区退役军人事务局',
        address: '深圳市福田区福华三路深圳会展中心5号馆',
        startAt: chinaTime(now, -60, 9),
        endAt: chinaTime(now, -60, 16),
        fairType: ONSITE,
        description: '为退役军人提供安保、物流、行政等岗位。',
        schedule: schedule(-60, [[0, [9, 0], [16, 0], '现场招聘']]),
      },
    ])
    .returning('id')
    .execute();
  const [baoan, , autumn] = added;
  if (!baoan || !autumn) throw new Error('the demo fairs were not inserted');

  await db.updateTable('jobFairCompanies').set({ boothNo: 'A-08' }).where('fairId', '=', nanshan.id).where('companyId', '=', main).execute();
  await db.updateTable('jobFairCompanies').set({ boothNo: 'W-03' }).where('fairId', '=', union.id).where('companyId', '=', main).execute();
  await db.updateTable('jobFairCompanies').set({ boothNo: 'W-05' }).where('fairId', '=', union.id).where('companyId', '=', other).execute();
  await db
    .insertInto('jobFairCompanies')
    .values([
      { fairId: baoan.id, companyId: other, boothNo: 'A-01', createdAt: hoursAgo(now, 24 * 4) },
      { fairId: autumn.id, companyId: main, boothNo: 'W-11', createdAt: hoursAgo(now, 24 * 45) },
    ])
    .execute();

  const published = (jobs: DemoWorld['jobs']['main']) => jobs.filter((job) => job.status === JOB_STATUS.published);
  const mainJobs = published(world.jobs.main);
  const otherJobs = published(world.jobs.other);
  const bring = (fairId: number, companyId: number, jobs: { id: number }[]) => jobs.map((job) => ({ fairId, companyId, jobId: job.id }));
  await db
    .insertInto('jobFairJobs')
    .values([
      ...bring(nanshan.id, main, mainJobs.slice(0, 2)),
      ...bring(union.id, main, mainJobs.slice(0, 3)),
      ...bring(autumn.id, main, mainJobs.slice(1, 3)),
      ...bring(union.id, other, otherJobs.slice(0, 1)),
      ...bring(baoan.id, other, otherJobs.slice(0, 1)),
    ])
    .execute();

  // Open resumes only: a fair application shows the resume to the company like a submission would.
  const open = world.candidates.filter((c) => c.isOpen);
  const applied = (fairId: number, companyId: number, jobs: { id: number }[], from: number, count: number, hoursBack: number) =>
    open.slice(from, from + count).map((candidate, i) => ({
      fairId,
      companyId,
      jobId: jobs[i % jobs.length]!.id,
      resumeId: candidate.resumeId,
      createdAt: hoursAgo(now, hoursBack + i * 7),
    }));
  await db
    .insertInto('jobFairApplications')
    .values([
      ...applied(union.id, main, mainJobs.slice(0, 3), 0, 6, 5),
      ...applied(autumn.id, main, mainJobs.slice(1, 3), 6, 3, 24 * 34),
      ...applied(union.id, other, otherJobs.slice(0, 1), 10, 2, 30),
    ])
    .execute();
}
