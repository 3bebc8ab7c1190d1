import type { zhCN } from '../catalogue';

// The profile pages' texts (en-US).
export const profile: zhCN['profile'] = {};
