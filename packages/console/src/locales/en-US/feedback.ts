import type { zhCN } from '../catalogue';

// The feedback page's texts (en-US): yijianIndex.
export const feedback: zhCN['feedback'] = {};
