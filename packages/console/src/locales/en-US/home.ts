import type { zhCN } from '../catalogue';

// The home pages' texts (en-US).
export const home: zhCN['home'] = {};
