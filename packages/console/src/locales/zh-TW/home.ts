import type { zhCN } from '../catalogue';

// The home pages' texts (zh-TW).
export const home: zhCN['home'] = {};
