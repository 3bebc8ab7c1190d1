import type { zhCN } from '../catalogue';

export const interview: zhCN['interview'] = {};
