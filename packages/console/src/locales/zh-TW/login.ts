import type { zhCN } from '../catalogue';

export const login: zhCN['login'] = {};
