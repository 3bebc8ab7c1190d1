import type { zhCN } from '../catalogue';

// The help pages' texts (en-US): HelpManage, HelpPlan, HelpProjectEdit, HelpProjectDetail, HelpDatas.
export const help: zhCN['help'] = {};
