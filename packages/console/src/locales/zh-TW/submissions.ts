import type { zhCN } from '../catalogue';

// The submissions pages' texts (zh-TW).
export const submissions: zhCN['submissions'] = {};
