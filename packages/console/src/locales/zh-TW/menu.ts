import type { zhCN } from '../catalogue';

export const menu: zhCN['menu'] = {};
