import type { zhCN } from '../catalogue';

// The talent pages' texts (zh-TW).
export const talent: zhCN['talent'] = {};
