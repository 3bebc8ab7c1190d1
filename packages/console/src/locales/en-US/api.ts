import type { zhCN } from '../catalogue';

export const api: zhCN['api'] = {};
