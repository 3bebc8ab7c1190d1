import type { zhCN } from '../catalogue';

// The agreement and rules pages' texts (zh-TW): CompanyAgreement, rule.
export const documents: zhCN['documents'] = {};
