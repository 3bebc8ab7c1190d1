// The dictionaries' labels in the console's other two languages, by dictionary and value
// (db/seed/dictionaries.ts holds the zh-CN labels, which are also what some rows store as text:
// a resume's degree and work status, a talent-pool entry's source). packages/server/README.md,
// "Languages", says which answers carry them.
import type { DictType } from '../../db/seed/dictionaries';

/** Where a talent-pool entry came from (talent_pool_entries.source): stored as its zh-CN words. */
export const TALENT_SOURCES = [
  ['1', '简历投递'],
  ['2', '招聘会'],
  ['3', '工会推荐'],
  ['4', '人才搜索'],
] as const;

/**
 * Welfare is not among them: its entries are suggestions for a job's own tags, which are stored
 * as typed and which candidates read on the portal in Chinese.
 */
export type LabelledType = Exclude<DictType, 'welfare'> | 'talent_source';
type Labels = Record<LabelledType, Record<string, string>>;

const zhTW: Labels = {
  degree: { 1: '國中及以下', 2: '高中', 3: '中專/中技', 4: '大專', 5: '大學', 6: '碩士', 7: '博士' },
  work_status: { 1: '離職-隨時到職', 2: '在職-月內到職', 3: '在職-考慮機會', 4: '在職-暫不考慮' },
  salary_range: { 1: '3K以下', 2: '3-5K', 3: '5-8K', 4: '8-12K', 5: '12-15K', 6: '15-20K', 7: '20-30K', 8: '30-50K', 9: '50K以上' },
  industry: {
    1: '網際網路/IT',
    2: '電子/通訊/硬體',
    3: '金融/銀行/保險',
    4: '房地產/建築',
    5: '教育/培訓',
    6: '醫療/醫藥',
    7: '製造業',
    8: '物流/倉儲/運輸',
    9: '批發/零售',
    10: '餐飲/酒店/旅遊',
    11: '文化/傳媒/廣告',
    12: '能源/環保',
    13: '生活服務',
    14: '政府/非營利組織',
  },
  job_type: { 1: '全職', 2: '兼職', 3: '實習', 4: '彈性用工' },
  interview_type: { 1: '線上面試', 2: '現場面試' },
  sex: { 1: '男', 2: '女' },
  company_scale: { 1: '20人以下', 2: '20-99人', 3: '100-499人', 4: '500-999人', 5: '1000-9999人', 6: '10000人以上' },
  score_type: { 1: '不合適', 2: '待定', 3: '合適' },
  job_status: { 1: '草稿', 2: '已發布', 3: '已下線' },
  help_status: { 1: '待審核', 2: '已通過', 3: '已拒絕' },
  job_category: {
    1: '技術',
    2: '產品',
    3: '設計',
    4: '營運',
    5: '行銷',
    6: '銷售',
    7: '人事',
    8: '財務',
    9: '行政',
    10: '客服',
    11: '生產製造',
    12: '教育培訓',
  },
  work_years: { 1: '不限', 2: '應屆', 3: '1年以內', 4: '1-3年', 5: '3-5年', 6: '5-10年', 7: '10年以上' },
  talent_source: { 1: '履歷投遞', 2: '招聘會', 3: '工會推薦', 4: '人才搜尋' },
};

const enUS: Labels = {
  degree: { 1: 'Junior high or below', 2: 'High school', 3: 'Vocational school', 4: 'Associate degree', 5: "Bachelor's", 6: "Master's", 7: 'Doctorate' },
  work_status: { 1: 'Left, available now', 2: 'Employed, available within a month', 3: 'Employed, open to offers', 4: 'Employed, not looking' },
  salary_range: { 1: 'Under 3K', 2: '3–5K', 3: '5–8K', 4: '8–12K', 5: '12–15K', 6: '15–20K', 7: '20–30K', 8: '30–50K', 9: 'Over 50K' },
  industry: {
    1: 'Internet / IT',
    2: 'Electronics / Telecom / Hardware',
    3: 'Finance / Banking / Insurance',
    4: 'Real estate / Construction',
    5: 'Education / Training',
    6: 'Healthcare / Pharma',
    7: 'Manufacturing',
    8: 'Logistics / Warehousing / Transport',
    9: 'Wholesale / Retail',
    10: 'Catering / Hotels / Travel',
    11: 'Culture / Media / Advertising',
    12: 'Energy / Environment',
    13: 'Consumer services',
    14: 'Government / Non-profit',
  },
  job_type: { 1: 'Full-time', 2: 'Part-time', 3: 'Internship', 4: 'Flexible work' },
  interview_type: { 1: 'Online interview', 2: 'On-site interview' },
  sex: { 1: 'Male', 2: 'Female' },
  company_scale: { 1: 'Under 20', 2: '20–99', 3: '100–499', 4: '500–999', 5: '1,000–9,999', 6: '10,000 or more' },
  score_type: { 1: 'Unsuitable', 2: 'Undecided', 3: 'Suitable' },
  job_status: { 1: 'Draft', 2: 'Published', 3: 'Offline' },
  help_status: { 1: 'Pending review', 2: 'Approved', 3: 'Rejected' },
  job_category: {
    1: 'Engineering',
    2: 'Product',
    3: 'Design',
    4: 'Operations',
    5: 'Marketing',
    6: 'Sales',
    7: 'Human resources',
    8: 'Finance',
    9: 'Administration',
    10: 'Customer service',
    11: 'Production',
    12: 'Education and training',
  },
  work_years: { 1: 'Any', 2: 'New graduate', 3: 'Under 1 year', 4: '1–3 years', 5: '3–5 years', 6: '5–10 years', 7: 'Over 10 years' },
  talent_source: { 1: 'Submission', 2: 'Job fair', 3: 'Union referral', 4: 'Talent search' },
};

export const DICT_LABELS: Record<'zh-TW' | 'en-US', Labels> = { 'zh-TW': zhTW, 'en-US': enUS };
