import type { zhCN } from '../catalogue';

// The interviews pages' texts (en-US).
export const interviews: zhCN['interviews'] = {};
