import type { zhCN } from '../catalogue';

// The profile pages' texts (zh-TW).
export const profile: zhCN['profile'] = {};
