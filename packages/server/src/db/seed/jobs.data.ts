// The demo jobs (seed/jobs.ts inserts them): what a posting holds, the other companies' postings
// (the main company's are in main-jobs.data.ts), each title's category, the welfare sets and
// contacts they take in turn.
import type { MAIN_SITES } from './companies';

/** Job status codes (dictionary job_status). */
export const JOB_STATUS = { draft: 1, published: 2, offline: 3 } as const;

export type Status = keyof typeof JOB_STATUS;
export type SiteKey = 'office' | keyof typeof MAIN_SITES;

export interface JobSpec {
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

export const OTHER_JOBS: readonly JobSpec[] = [
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
export const CATEGORY: Record<string, string> = {
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
export const WELFARE_SETS: readonly (readonly string[])[] = [
  ['五险一金', '年终奖', '带薪年假', '弹性工作'],
  ['五险一金', '餐补', '交通补贴'],
  ['五险一金', '定期体检', '员工旅游', '股票期权'],
  ['包住', '餐补'],
  [],
];
export const CONTACTS = [['李娜', '13800138001'], ['王强', '13800138002'], null] as const;
