import type { zhCN } from '../catalogue';

// The submissions pages' texts (en-US).
export const submissions: zhCN['submissions'] = {};
