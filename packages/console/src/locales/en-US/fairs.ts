import type { zhCN } from '../catalogue';

// The job fair pages' texts (en-US): qiyeZhaopinhuiIndex, qiyeZhaopinhuiEdit.
export const fairs: zhCN['fairs'] = {};
