import type { zhCN } from '../catalogue';

// The agreement and rules pages' texts (en-US): CompanyAgreement, rule.
export const documents: zhCN['documents'] = {};
