import type { zhCN } from '../catalogue';

// The company pages' texts (en-US): mycompany-info, mycompany-edit.
export const company: zhCN['company'] = {};
