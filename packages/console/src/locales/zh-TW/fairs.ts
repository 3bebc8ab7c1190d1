import type { zhCN } from '../catalogue';

// The job fair pages' texts (zh-TW): qiyeZhaopinhuiIndex, qiyeZhaopinhuiEdit.
export const fairs: zhCN['fairs'] = {};
