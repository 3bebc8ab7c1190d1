// Demo help plans' details: target groups, periods, contacts, enrolled people's progress (issue 19).
// community.ts inserts three plans with six projects and twelve sign-ups; here they get the columns
// of migration 0011, and an earlier plan of the main company adds sign-ups over the last six months,
// so the sign-up centre, the project pages and every chart of the help statistics have content.
import type { SeededCandidate } from './candidates';
import { chinaDate, hoursAgo } from './clock';
import type { SeedContext } from './context';
import { createRng } from './prng';
import type { DemoWorld } from './world';

const STATUS = { pending: 1, approved: 2, rejected: 3 } as const;
const STAGE = { enrolled: 1, trained: 2, employed: 3 } as const;
const HOUR = 1;
const DAY = 24 * HOUR;

/** community.ts's projects, by title: their target group and contact. */
const DETAILS: Record<string, { targetGroup: string; contactName: string; contactMobile: string }> = {
  '职业技能提升培训（前端开发方向）': { targetGroup: '失业及就业困难职工', contactName: '王晓丽', contactMobile: '13800138001' },
  仓储物流岗位定向招聘: { targetGroup: '就业困难人员', contactName: '李建国', contactMobile: '13800138002' },
  就业困难人员岗位推荐: { targetGroup: '零就业家庭成员', contactName: '王晓丽', contactMobile: '13800138001' },
  软件开发见习岗: { targetGroup: '离校未就业高校毕业生', contactName: '陈思远', contactMobile: '13800138003' },
  职场能力提升讲座: { targetGroup: '应届高校毕业生', contactName: '陈思远', contactMobile: '13800138003' },
  餐饮服务技能培训: { targetGroup: '新就业形态劳动者', contactName: '周敏', contactMobile: '13900139001' },
};

/** The main company's earlier plan: projects that ran over the last six months, with their outcomes. */
const EARLIER_PLAN = {
  title: '春季就业援助月行动',
  description: '联合街道社区开展的就业援助专项行动：技能培训、岗位对接与跟踪服务。',
  startDays: -180,
  endDays: -5,
  projects: [
    {
      title: '电商客服技能培训',
      targetGroup: '长期失业人员',
      quota: 30,
      description: '四周电商客服与直播运营实操培训，结业推荐上岗。',
      contactName: '李建国',
      contactMobile: '13800138002',
    },
    {
      title: '家政服务定向就业',
      targetGroup: '大龄就业困难人员',
      quota: 20,
      description: '家政与养老护理培训，对接合作家政企业。',
      contactName: '周晓红',
      contactMobile: '13800138004',
    },
  ],
  /** Sign-ups per project, spread over the plan's days. */
  signupsPerProject: 16,
};

export async function insertHelpProgress({ db, now }: SeedContext, world: DemoWorld): Promise<void> {
  const rng = createRng(19_019);
  const main = world.companies.main.id;

  // community.ts's projects: target group, contact, and the plan's period.
  const projects = await db.selectFrom('helpProjects').select(['helpProjects.id', 'helpProjects.title']).execute();
  for (const project of projects) {
    const details = DETAILS[project.title];
    if (!details) throw new Error(`help project ${project.title} has no demo details`);
    await db
      .updateTable('helpProjects')
      .set((eb) => ({
        ...details,
        startDate: eb.selectFrom('helpPlans').select('helpPlans.startDate').whereRef('helpPlans.id', '=', 'helpProjects.planId'),
        endDate: eb.selectFrom('helpPlans').select('helpPlans.endDate').whereRef('helpPlans.id', '=', 'helpProjects.planId'),
      }))
      .where('id', '=', project.id)
      .execute();
  }

  // Their reviewed sign-ups: reviewed a day after signing up; the approved ones trained or employed by turns.
  const reviewed = await db.selectFrom('helpSignups').select(['id', 'status', 'createdAt']).where('status', '!=', STATUS.pending).orderBy('id').execute();
  for (const [i, signup] of reviewed.entries()) {
    const reviewedAt = new Date(new Date(signup.createdAt).getTime() + 20 * 3_600_000);
    const stage = signup.status === STATUS.approved ? [STAGE.enrolled, STAGE.trained][i % 2]! : null;
    await db
      .updateTable('helpSignups')
      .set({ reviewedAt, stage, ...(stage === STAGE.trained ? { trainedAt: new Date(reviewedAt.getTime() + 2 * 3_600_000) } : {}) })
      .where('id', '=', signup.id)
      .execute();
  }

  // The earlier plan and its sign-ups over the last six months.
  const plan = await db
    .insertInto('helpPlans')
    .values({
      companyId: main,
      title: EARLIER_PLAN.title,
      description: EARLIER_PLAN.description,
      startDate: chinaDate(now, EARLIER_PLAN.startDays),
      endDate: chinaDate(now, EARLIER_PLAN.endDays),
      status: 2,
      createdAt: hoursAgo(now, (-EARLIER_PLAN.startDays + 5) * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const spec of EARLIER_PLAN.projects) {
    const project = await db
      .insertInto('helpProjects')
      .values({
        planId: plan.id,
        companyId: main,
        ...spec,
        startDate: chinaDate(now, EARLIER_PLAN.startDays),
        endDate: chinaDate(now, EARLIER_PLAN.endDays),
        createdAt: hoursAgo(now, (-EARLIER_PLAN.startDays + 3) * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const people: SeededCandidate[] = rng.sample(world.candidates, EARLIER_PLAN.signupsPerProject);
    const rows = people.map((person, i) => {
      // Spread from 175 days ago to 8 days ago; the last two are still pending.
      const ageHours = Math.round((175 - (i * 167) / (people.length - 1)) * DAY) + rng.int(0, 10) * HOUR;
      const createdAt = hoursAgo(now, ageHours);
      const reviewedAt = hoursAgo(now, ageHours - 30 * HOUR);
      if (i >= people.length - 2) return { createdAt, status: STATUS.pending, reviewedAt: null, stage: null, remark: null, trainedAt: null, employedAt: null };
      if (i % 5 === 4)
        return { createdAt, status: STATUS.rejected, reviewedAt, stage: null, remark: '不符合本期帮扶对象条件', trainedAt: null, employedAt: null };
      // Training takes about three weeks, finding a job about three more; the most recent are not there yet.
      const trainedAt = ageHours > 25 * DAY ? hoursAgo(now, ageHours - 21 * DAY) : null;
      const employedAt = trainedAt && ageHours > 50 * DAY && i % 3 !== 1 ? hoursAgo(now, ageHours - 45 * DAY) : null;
      const stage = employedAt ? STAGE.employed : trainedAt ? STAGE.trained : STAGE.enrolled;
      return { createdAt, status: STATUS.approved, reviewedAt, stage, remark: '材料齐全，已通过审核', trainedAt, employedAt };
    });
    await db
      .insertInto('helpSignups')
      .values(rows.map((row, i) => ({ ...row, projectId: project.id, companyId: main, userId: people[i]!.userId })))
      .execute();
  }
}
