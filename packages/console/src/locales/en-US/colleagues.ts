import type { zhCN } from '../catalogue';

// The colleague page's texts (en-US): friendIndex.
export const colleagues: zhCN['colleagues'] = {};
