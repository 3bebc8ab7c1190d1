import type { zhCN } from '../catalogue';

// The help pages' texts (zh-TW): HelpManage, HelpPlan, HelpProjectEdit, HelpProjectDetail, HelpDatas.
export const help: zhCN['help'] = {};
