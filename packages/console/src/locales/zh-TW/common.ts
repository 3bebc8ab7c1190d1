import type { zhCN } from '../catalogue';

export const common: zhCN['common'] = {};
