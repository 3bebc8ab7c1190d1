import type { zhCN } from '../catalogue';

// The recruitment data page's texts (en-US): datasIndex.
export const datas: zhCN['datas'] = {};
