import type { zhCN } from '../catalogue';

// The recruitment data page's texts (zh-TW): datasIndex.
export const datas: zhCN['datas'] = {};
