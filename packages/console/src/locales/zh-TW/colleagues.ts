import type { zhCN } from '../catalogue';

// The colleague page's texts (zh-TW): friendIndex.
export const colleagues: zhCN['colleagues'] = {};
