import type { zhCN } from '../catalogue';

// The interviews pages' texts (zh-TW).
export const interviews: zhCN['interviews'] = {};
