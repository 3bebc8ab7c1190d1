import type { zhCN } from '../catalogue';

// The company pages' texts (zh-TW): mycompany-info, mycompany-edit.
export const company: zhCN['company'] = {};
