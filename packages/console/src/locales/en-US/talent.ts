import type { zhCN } from '../catalogue';

// The talent pages' texts (en-US).
export const talent: zhCN['talent'] = {};
