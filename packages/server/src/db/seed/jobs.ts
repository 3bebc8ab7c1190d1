import { hoursAgo } from './clock';
import { dictValue } from './dictionaries';
import { MAIN_SITES, type SeededCompanies, type SeededCompany } from './companies';
import type { SeedContext, Site } from './context';
import type { SeededStaff } from './staff';

/** Job status codes (dictionary job_status). */
export const JOB_STATUS = { draft: 1, published: 2, offline: 3 } as const;

type Status = keyof typeof JOB_STATUS;
type SiteKey = 'office' | keyof typeof MAIN_SITES;

interface JobSpec {
  title: string;
  status: Status;
  jobType: '全职' | '兼职' | '实习' | '灵活用工';
  site: SiteKey;
  salary: readonly [min: number, max: number];
  degree: string;
  workYears: string;
  headcount: number;
  duties: string;
  requirements: string;
}

// Titles are unique within a company: rows are matched back to their spec by title.
const MAIN_JOBS: readonly JobSpec[] = [
  {
    title: '前端开发工程师',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [15000, 25000],
    degree: '本科',
    workYears: '3-5年',
    headcount: 2,
    duties: '负责物流SaaS平台Web端与小程序的开发和维护，参与组件库建设与性能优化。',
    requirements: '熟悉 Vue 或 React 及 TypeScript，有中后台项目经验者优先。',
  },
  {
    title: 'Java开发工程师',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [18000, 30000],
    degree: '本科',
    workYears: '3-5年',
    headcount: 3,
    duties: '负责订单、仓储和结算系统的后端设计与开发，保障系统稳定高效。',
    requirements: '精通 Java 与 Spring Boot，熟悉 MySQL、Redis 和消息队列。',
  },
  {
    title: '软件测试工程师',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [10000, 16000],
    degree: '大专',
    workYears: '1-3年',
    headcount: 2,
    duties: '编写测试用例，执行功能与接口测试，跟踪缺陷直至关闭。',
    requirements: '熟悉测试流程，会使用 Postman 或 JMeter，有自动化测试经验优先。',
  },
  {
    title: 'UI设计师',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [10000, 18000],
    degree: '大专',
    workYears: '1-3年',
    headcount: 1,
    duties: '负责公司产品的界面与交互设计，维护设计规范。',
    requirements: '熟练使用 Figma 等设计工具，需提供作品集。',
  },
  {
    title: '产品经理',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [20000, 35000],
    degree: '本科',
    workYears: '5-10年',
    headcount: 1,
    duties: '负责仓配一体化产品的规划与需求管理，推动产品迭代落地。',
    requirements: '有B端SaaS产品经验，逻辑清晰，具备良好的跨部门沟通能力。',
  },
  {
    title: '数据分析师',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [15000, 22000],
    degree: '本科',
    workYears: '1-3年',
    headcount: 1,
    duties: '搭建经营指标体系与数据看板，输出专题分析报告。',
    requirements: '熟练使用 SQL 和 Python，统计学、数学相关专业优先。',
  },
  {
    title: '招聘专员',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [7000, 10000],
    degree: '大专',
    workYears: '1-3年',
    headcount: 2,
    duties: '负责技术与运营岗位的招聘，筛选简历、邀约面试、跟进入职。',
    requirements: '有招聘工作经验，熟悉主流招聘渠道，沟通能力强。',
  },
  {
    title: '客服专员',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [5500, 7500],
    degree: '中专/中技',
    workYears: '不限',
    headcount: 5,
    duties: '通过电话与在线渠道解答客户咨询，处理售后问题并记录反馈。',
    requirements: '普通话标准，打字熟练，能接受排班，有客服经验优先。',
  },
  {
    title: '仓库管理员',
    status: 'published',
    jobType: '全职',
    site: 'warehouse',
    salary: [6000, 8000],
    degree: '高中',
    workYears: '1年以内',
    headcount: 3,
    duties: '负责货物收发、盘点与库位管理，确保账实相符。',
    requirements: '能使用电脑录入数据，持叉车证者优先，能适应倒班。',
  },
  {
    title: '物流配送员',
    status: 'published',
    jobType: '灵活用工',
    site: 'warehouse',
    salary: [7000, 12000],
    degree: '初中及以下',
    workYears: '不限',
    headcount: 10,
    duties: '负责宝安、南山片区的门店配送，按计件结算，多劳多得。',
    requirements: '持C1驾照，熟悉深圳道路，身体健康。',
  },
  {
    title: '销售代表（广州）',
    status: 'published',
    jobType: '全职',
    site: 'guangzhou',
    salary: [8000, 15000],
    degree: '大专',
    workYears: '1-3年',
    headcount: 4,
    duties: '开拓广州及周边制造、零售企业客户，完成销售目标。',
    requirements: '有B端销售经验，能适应短期出差，底薪加提成。',
  },
  {
    title: '新媒体运营',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [8000, 13000],
    degree: '本科',
    workYears: '1-3年',
    headcount: 1,
    duties: '负责公众号、视频号和抖音账号的内容策划与日常运营。',
    requirements: '文案能力强，会剪辑短视频，有账号运营成功案例优先。',
  },
  {
    title: '行政前台',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [5000, 6500],
    degree: '大专',
    workYears: '不限',
    headcount: 1,
    duties: '负责前台接待、快递收发、会议室预订及办公用品采购。',
    requirements: '形象气质佳，熟练使用 Office，做事细致。',
  },
  {
    title: '软件开发实习生',
    status: 'published',
    jobType: '实习',
    site: 'office',
    salary: [4000, 6000],
    degree: '本科',
    workYears: '应届生',
    headcount: 5,
    duties: '在导师指导下参与前后端功能开发与测试，表现优秀者可转正。',
    requirements: '计算机相关专业在校生，每周可实习四天以上。',
  },
  {
    title: '运维工程师',
    status: 'draft',
    jobType: '全职',
    site: 'office',
    salary: [14000, 22000],
    degree: '本科',
    workYears: '3-5年',
    headcount: 1,
    duties: '负责云服务器、容器平台与监控告警体系的建设和维护。',
    requirements: '熟悉 Linux、Docker 与 Kubernetes，有阿里云或腾讯云经验。',
  },
  {
    title: '财务会计',
    status: 'draft',
    jobType: '全职',
    site: 'office',
    salary: [9000, 13000],
    degree: '本科',
    workYears: '3-5年',
    headcount: 1,
    duties: '负责日常账务处理、纳税申报和月度财务报表编制。',
    requirements: '会计相关专业，持初级会计职称及以上。',
  },
  {
    title: '电商运营专员',
    status: 'draft',
    jobType: '兼职',
    site: 'office',
    salary: [4000, 6000],
    degree: '大专',
    workYears: '1-3年',
    headcount: 2,
    duties: '协助运营天猫、京东店铺，负责商品上架与活动报名。',
    requirements: '熟悉电商平台后台操作，每周可到岗三天。',
  },
  {
    title: '质检员',
    status: 'offline',
    jobType: '全职',
    site: 'warehouse',
    salary: [5500, 7000],
    degree: '中专/中技',
    workYears: '1-3年',
    headcount: 2,
    duties: '负责入库商品的抽检与质量记录，处理质量异常。',
    requirements: '有仓储或工厂质检经验，责任心强。',
  },
  {
    title: '电话销售',
    status: 'offline',
    jobType: '全职',
    site: 'office',
    salary: [5000, 10000],
    degree: '大专',
    workYears: '不限',
    headcount: 6,
    duties: '通过电话向中小企业介绍公司产品，挖掘意向客户。',
    requirements: '表达流畅，抗压能力强，接受无经验者。',
  },
  {
    title: '人事行政专员',
    status: 'offline',
    jobType: '全职',
    site: 'office',
    salary: [7000, 9000],
    degree: '大专',
    workYears: '1-3年',
    headcount: 1,
    duties: '负责员工入离职手续、考勤统计与社保公积金办理。',
    requirements: '人力资源相关专业，熟悉深圳社保政策。',
  },
];

const OTHER_JOBS: readonly JobSpec[] = [
  {
    title: '门店店长',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [8000, 12000],
    degree: '大专',
    workYears: '3-5年',
    headcount: 2,
    duties: '负责门店日常经营、排班与成本控制，带领团队完成营业目标。',
    requirements: '有连锁餐饮门店管理经验。',
  },
  {
    title: '中餐厨师',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [7000, 10000],
    degree: '中专/中技',
    workYears: '3-5年',
    headcount: 3,
    duties: '负责粤式简餐的出品，保证菜品质量与后厨卫生。',
    requirements: '持健康证，熟悉粤菜烹饪。',
  },
  {
    title: '餐厅服务员',
    status: 'published',
    jobType: '全职',
    site: 'office',
    salary: [4500, 6000],
    degree: '初中及以下',
    workYears: '不限',
    headcount: 8,
    duties: '负责点餐、传菜与餐区清洁，包食宿。',
    requirements: '服务意识好，能吃苦耐劳。',
  },
  {
    title: '外卖打包员',
    status: 'draft',
    jobType: '兼职',
    site: 'office',
    salary: [2500, 4000],
    degree: '初中及以下',
    workYears: '不限',
    headcount: 4,
    duties: '午晚高峰负责外卖订单的打包与出餐核对。',
    requirements: '每天可工作四小时以上。',
  },
];

// Each title's category (dictionary job_category), for the console's job list.
const CATEGORY: Record<string, string> = {
  前端开发工程师: '技术',
  Java开发工程师: '技术',
  软件测试工程师: '技术',
  UI设计师: '设计',
  产品经理: '产品',
  数据分析师: '技术',
  招聘专员: '人事',
  客服专员: '客服',
  仓库管理员: '生产制造',
  物流配送员: '生产制造',
  '销售代表（广州）': '销售',
  新媒体运营: '运营',
  行政前台: '行政',
  软件开发实习生: '技术',
  运维工程师: '技术',
  财务会计: '财务',
  电商运营专员: '运营',
  质检员: '生产制造',
  电话销售: '销售',
  人事行政专员: '人事',
  门店店长: '运营',
  中餐厨师: '生产制造',
  餐厅服务员: '客服',
  外卖打包员: '生产制造',
};
const WELFARE_SETS: readonly (readonly string[])[] = [
  ['五险一金', '年终奖', '带薪年假', '弹性工作'],
  ['五险一金', '餐补', '交通补贴'],
  ['五险一金', '定期体检', '员工旅游', '股票期权'],
  ['包住', '餐补'],
  [],
];
const CONTACTS = [['李娜', '13800138001'], ['王强', '13800138002'], null] as const;
const DAY_HOURS = 24;

/**
 * When a job was last refreshed, in hours ago (a refresh keeps it up 30 days): the first three
 * published jobs of a company expire within 3 days, for the dashboard; closed ones have expired.
 */
function refreshedHoursAgo(status: Status, publishedIndex: number, i: number): number | null {
  if (status === 'draft') return null;
  if (status === 'offline') return DAY_HOURS * 40;
  return publishedIndex < 3 ? DAY_HOURS * 27 + 12 + DAY_HOURS * publishedIndex : DAY_HOURS * (1 + (i % 20));
}

export interface SeededJob {
  id: number;
  companyId: number;
  title: string;
  status: number;
  site: Site;
}

async function insertCompanyJobs(
  { db, now }: SeedContext,
  company: SeededCompany,
  specs: readonly JobSpec[],
  authors: readonly number[],
): Promise<SeededJob[]> {
  const siteOf = (key: SiteKey): Site => (key === 'office' ? company.office : MAIN_SITES[key]);
  let published = 0;
  const rows = specs.map((spec, i) => {
    const site = siteOf(spec.site);
    const refreshedHours = refreshedHoursAgo(spec.status, spec.status === 'published' ? published++ : -1, i);
    const refreshedAt = refreshedHours === null ? null : hoursAgo(now, refreshedHours);
    const contact = CONTACTS[i % CONTACTS.length] ?? null;
    // Older jobs first, so a list ordered by id desc shows the newest at the top.
    const createdAt = hoursAgo(now, 24 * (60 - i * 2) + 9);
    return {
      companyId: company.id,
      title: spec.title,
      status: JOB_STATUS[spec.status],
      // Dictionary values, as the console's job form sends them; salaries in K a month.
      jobType: dictValue('job_type', spec.jobType),
      city: site.city,
      address: site.address,
      latitude: site.latitude,
      longitude: site.longitude,
      salaryMin: Math.round(spec.salary[0] / 1000),
      salaryMax: Math.round(spec.salary[1] / 1000),
      degree: dictValue('degree', spec.degree),
      workYears: dictValue('work_years', spec.workYears === '应届生' ? '应届' : spec.workYears),
      category: dictValue('job_category', CATEGORY[spec.title] ?? '运营'),
      welfare: JSON.stringify(WELFARE_SETS[i % WELFARE_SETS.length]),
      contactName: contact?.[0] ?? null,
      contactMobile: contact?.[1] ?? null,
      refreshedAt,
      expiresAt: refreshedAt && new Date(refreshedAt.getTime() + 30 * DAY_HOURS * 3600_000),
      headcount: spec.headcount,
      description: `岗位职责：\n${spec.duties}\n\n任职要求：\n${spec.requirements}`,
      createdBy: authors[i % authors.length] ?? null,
      createdAt,
      updatedAt: spec.status === 'offline' ? hoursAgo(now, 24 * 5) : createdAt,
    };
  });
  const inserted = await db.insertInto('jobs').values(rows).returning(['id', 'title']).execute();
  return specs.map((spec) => {
    const row = inserted.find((r) => r.title === spec.title);
    if (!row) throw new Error(`job ${spec.title} was not inserted`);
    return { id: row.id, companyId: company.id, title: spec.title, status: JOB_STATUS[spec.status], site: siteOf(spec.site) };
  });
}

export interface SeededJobs {
  main: SeededJob[];
  other: SeededJob[];
}

export async function insertJobs(ctx: SeedContext, companies: SeededCompanies, staff: SeededStaff): Promise<SeededJobs> {
  return {
    main: await insertCompanyJobs(ctx, companies.main, MAIN_JOBS, [staff.hr, staff.admin, staff.hr]),
    other: await insertCompanyJobs(ctx, companies.other, OTHER_JOBS, [staff.otherAdmin]),
  };
}
