import type { Db } from '../connect';

type Entries = readonly (readonly [value: string, label: string])[];

/** Reference data behind GET front/v1/common/dict-data?dictType=…; value is what forms send. */
export const DICTIONARIES = {
  degree: [
    ['1', '初中及以下'],
    ['2', '高中'],
    ['3', '中专/中技'],
    ['4', '大专'],
    ['5', '本科'],
    ['6', '硕士'],
    ['7', '博士'],
  ],
  work_status: [
    ['1', '离职-随时到岗'],
    ['2', '在职-月内到岗'],
    ['3', '在职-考虑机会'],
    ['4', '在职-暂不考虑'],
  ],
  salary_range: [
    ['1', '3K以下'],
    ['2', '3-5K'],
    ['3', '5-8K'],
    ['4', '8-12K'],
    ['5', '12-15K'],
    ['6', '15-20K'],
    ['7', '20-30K'],
    ['8', '30-50K'],
    ['9', '50K以上'],
  ],
  industry: [
    ['1', '互联网/IT'],
    ['2', '电子/通信/硬件'],
    ['3', '金融/银行/保险'],
    ['4', '房地产/建筑'],
    ['5', '教育/培训'],
    ['6', '医疗/医药'],
    ['7', '制造业'],
    ['8', '物流/仓储/运输'],
    ['9', '批发/零售'],
    ['10', '餐饮/酒店/旅游'],
    ['11', '文化/传媒/广告'],
    ['12', '能源/环保'],
    ['13', '生活服务'],
    ['14', '政府/非营利组织'],
  ],
  job_type: [
    ['1', '全职'],
    ['2', '兼职'],
    ['3', '实习'],
    ['4', '灵活用工'],
  ],
  interview_type: [
    ['1', '线上面试'],
    ['2', '现场面试'],
  ],
  sex: [
    ['1', '男'],
    ['2', '女'],
  ],
  company_scale: [
    ['1', '20人以下'],
    ['2', '20-99人'],
    ['3', '100-499人'],
    ['4', '500-999人'],
    ['5', '1000-9999人'],
    ['6', '10000人以上'],
  ],
  score_type: [
    ['1', '不合适'],
    ['2', '待定'],
    ['3', '合适'],
  ],
  job_status: [
    ['1', '草稿'],
    ['2', '已发布'],
    ['3', '已下线'],
  ],
  help_status: [
    ['1', '待审核'],
    ['2', '已通过'],
    ['3', '已拒绝'],
  ],
  // A job's category, years of experience and welfare tags (the console's job form, issue 17).
  job_category: [
    ['1', '技术'],
    ['2', '产品'],
    ['3', '设计'],
    ['4', '运营'],
    ['5', '市场'],
    ['6', '销售'],
    ['7', '人事'],
    ['8', '财务'],
    ['9', '行政'],
    ['10', '客服'],
    ['11', '生产制造'],
    ['12', '教育培训'],
  ],
  work_years: [
    ['1', '不限'],
    ['2', '应届'],
    ['3', '1年以内'],
    ['4', '1-3年'],
    ['5', '3-5年'],
    ['6', '5-10年'],
    ['7', '10年以上'],
  ],
  welfare: [
    ['1', '五险一金'],
    ['2', '年终奖'],
    ['3', '带薪年假'],
    ['4', '弹性工作'],
    ['5', '餐补'],
    ['6', '交通补贴'],
    ['7', '定期体检'],
    ['8', '员工旅游'],
    ['9', '股票期权'],
    ['10', '包住'],
  ],
} as const satisfies Record<string, Entries>;

export type DictType = keyof typeof DICTIONARIES;

/** The label of a dictionary value, for seed rows that store display text (resume degree). */
export function dictLabel(dictType: DictType, value: string): string {
  const entries: Entries = DICTIONARIES[dictType];
  const entry = entries.find(([v]) => v === value);
  if (!entry) throw new Error(`no ${dictType} entry with value ${value}`);
  return entry[1];
}

/** The value of a dictionary label, for seed rows that store the value (a job's type, degree). */
export function dictValue(dictType: DictType, label: string): string {
  const entries: Entries = DICTIONARIES[dictType];
  const entry = entries.find(([, l]) => l === label);
  if (!entry) throw new Error(`no ${dictType} entry labelled ${label}`);
  return entry[0];
}

/** Adds missing entries; entries already present (same dictType and value) are left as they are. */
export async function seedDictionaries(db: Db): Promise<void> {
  const rows = Object.entries(DICTIONARIES as Record<DictType, Entries>).flatMap(([dictType, entries]) =>
    entries.map(([value, label], index) => ({ dictType, value, label, sort: index + 1 })),
  );
  await db
    .insertInto('dictEntries')
    .values(rows)
    .onConflict((oc) => oc.columns(['dictType', 'value']).doNothing())
    .execute();
}
