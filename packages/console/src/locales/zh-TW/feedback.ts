import type { zhCN } from '../catalogue';

// The feedback page's texts (zh-TW): yijianIndex.
export const feedback: zhCN['feedback'] = {};
