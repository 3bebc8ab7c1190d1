import type { SeededCandidate } from './candidates';
import { chinaDate, chinaTime, hoursAgo } from './clock';
import type { SeededCompanies } from './companies';
import type { SeedContext } from './context';
import { createRng } from './prng';
import type { SeededStaff } from './staff';

export interface CommunityInput {
  companies: SeededCompanies;
  staff: SeededStaff;
  candidates: SeededCandidate[];
}

/** Help sign-up status codes (dictionary help_status). */
const HELP = { pending: 1, approved: 2, rejected: 3 } as const;

const HELP_REMARKS = { 1: null, 2: '材料齐全，已通过审核', 3: '不符合本期帮扶对象条件' } as const;

interface PlanSpec {
  company: keyof SeededCompanies;
  title: string;
  description: string;
  startDays: number;
  endDays: number;
  projects: readonly { title: string; description: string; quota: number }[];
  /** Sign-up statuses, dealt round-robin over the plan's projects. */
  signups: readonly (typeof HELP)[keyof typeof HELP][];
}

const PLANS: readonly PlanSpec[] = [
  {
    company: 'main',
    title: '困难职工再就业帮扶计划',
    description: '联合区总工会，面向就业困难职工提供技能培训、岗位推荐与生活补贴。',
    startDays: -30,
    endDays: 150,
    projects: [
      { title: '职业技能提升培训（前端开发方向）', description: '为期八周的脱产培训，结业考核合格者优先录用。', quota: 20 },
      { title: '仓储物流岗位定向招聘', description: '面向就业困难人员定向开放仓库管理员、配送员岗位。', quota: 15 },
      { title: '就业困难人员岗位推荐', description: '一对一职业指导，推荐合作企业的适岗职位。', quota: 10 },
    ],
    signups: [HELP.pending, HELP.pending, HELP.pending, HELP.approved, HELP.pending, HELP.rejected, HELP.approved],
  },
  {
    company: 'main',
    title: '高校毕业生就业见习计划',
    description: '为离校未就业高校毕业生提供三至六个月的带薪见习岗位。',
    startDays: -10,
    endDays: 80,
    projects: [
      { title: '软件开发见习岗', description: '参与真实项目开发，配备导师，见习期间发放生活补贴。', quota: 8 },
      { title: '职场能力提升讲座', description: '简历写作、面试技巧与职场沟通系列讲座，共四期。', quota: 50 },
    ],
    signups: [HELP.pending, HELP.pending, HELP.approved, HELP.rejected],
  },
  {
    company: 'other',
    title: '新就业形态劳动者关爱计划',
    description: '为外卖配送与门店兼职人员提供安全培训和技能提升服务。',
    startDays: -7,
    endDays: 60,
    projects: [{ title: '餐饮服务技能培训', description: '食品安全与服务礼仪培训，结业发放证书。', quota: 30 }],
    signups: [HELP.pending],
  },
];

export async function insertCommunity({ db, now }: SeedContext, { companies, staff, candidates }: CommunityInput): Promise<void> {
  const rng = createRng(9_001);
  const main = companies.main.id;
  const other = companies.other.id;

  const fairs = await db
    .insertInto('jobFairs')
    .values([
      {
        title: '南山区春风行动专场招聘会',
        organizer: '深圳市南山区人力资源局',
        address: '深圳市南山区南海大道2748号南山区人才公园人才服务中心',
        startAt: chinaTime(now, 9, 9, 30),
        endAt: chinaTime(now, 9, 16, 30),
        description: '百余家企业现场招聘，提供技术、运营、制造等三千余个岗位，现场设政策咨询与简历指导服务。',
      },
      {
        title: '深圳市总工会“职引未来”线上招聘月',
        organizer: '深圳市总工会',
        address: '线上（深圳工会服务平台）',
        startAt: chinaTime(now, -5, 9),
        endAt: chinaTime(now, 25, 18),
        description: '面向职工与高校毕业生的线上招聘活动，企业可发布岗位、在线沟通并预约面试。',
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('jobFairCompanies')
    .values([
      ...fairs.map((fair) => ({ fairId: fair.id, companyId: main, createdAt: hoursAgo(now, 24 * 3) })),
      { fairId: (fairs[1] as { id: number }).id, companyId: other, createdAt: hoursAgo(now, 24 * 2) },
    ])
    .execute();

  const plans = await db
    .insertInto('helpPlans')
    .values(
      PLANS.map((p) => ({
        companyId: companies[p.company].id,
        title: p.title,
        description: p.description,
        startDate: chinaDate(now, p.startDays),
        endDate: chinaDate(now, p.endDays),
        createdAt: chinaTime(now, p.startDays - 3, 10),
      })),
    )
    .returning(['id', 'title'])
    .execute();
  const planIdOf = (title: string) => {
    const plan = plans.find((row) => row.title === title);
    if (!plan) throw new Error(`help plan ${title} was not inserted`);
    return plan.id;
  };
  // Project titles are unique across plans: rows are matched back to their spec by title.
  const projects = await db
    .insertInto('helpProjects')
    .values(
      PLANS.flatMap((p) =>
        p.projects.map((project) => ({
          planId: planIdOf(p.title),
          companyId: companies[p.company].id,
          ...project,
          createdAt: chinaTime(now, p.startDays - 2, 15),
        })),
      ),
    )
    .returning(['id', 'title', 'companyId'])
    .execute();

  // Each plan's sign-ups come from different candidates, so (project, user) stays unique.
  const signups = PLANS.flatMap((p) => {
    const planProjects = p.projects.map((spec) => projects.find((row) => row.title === spec.title) as (typeof projects)[number]);
    const people = rng.sample(candidates, p.signups.length);
    return p.signups.map((status, i) => ({
      projectId: (planProjects[i % planProjects.length] as (typeof projects)[number]).id,
      companyId: companies[p.company].id,
      userId: (people[i] as SeededCandidate).userId,
      status,
      remark: HELP_REMARKS[status],
      createdAt: hoursAgo(now, 5 + i * 19),
    }));
  });
  await db.insertInto('helpSignups').values(signups).execute();

  const recommended = rng.sample(candidates, 5);
  const unions = ['深圳市总工会', '南山区总工会', '宝安区总工会', '深圳市总工会', '福田区总工会'];
  await db
    .insertInto('unionRecommendations')
    .values(
      recommended.map((candidate, i) => ({
        companyId: i < 4 ? main : other,
        resumeId: candidate.resumeId,
        unionName: unions[i] as string,
        note: i % 2 === 0 ? '困难职工帮扶对象，技能扎实，推荐优先面试' : '工会职业技能竞赛获奖者',
        createdAt: hoursAgo(now, 24 * (i + 1) + 3),
      })),
    )
    .execute();

  await db
    .insertInto('feedback')
    .values([
      {
        companyId: main,
        userId: staff.admin,
        content: '希望面试邀请支持批量发送，并能在日历中查看当天的面试安排。',
        contact: '13823456781',
        createdAt: hoursAgo(now, 24 * 6),
      },
      {
        companyId: main,
        userId: staff.hr,
        content: '聊天窗口里发送简历后，希望能直接看到候选人的求职意向和期望薪资。',
        contact: '13926481357',
        createdAt: hoursAgo(now, 24 * 3),
      },
      { companyId: main, userId: staff.hr2, content: '创建招聘名片的入口不太好找，建议首次登录时给出提示。', contact: null, createdAt: hoursAgo(now, 30) },
      { companyId: other, userId: staff.otherAdmin, content: '招聘会报名成功后能否发送短信提醒？', contact: '18688234157', createdAt: hoursAgo(now, 24 * 2) },
    ])
    .execute();
}
