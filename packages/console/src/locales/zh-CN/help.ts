// The help pages' texts (zh-CN): HelpManage, HelpPlan, HelpProjectEdit, HelpProjectDetail, HelpDatas.
export const help = {} satisfies Record<string, string>;
