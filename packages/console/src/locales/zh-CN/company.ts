// The company pages' texts (zh-CN): mycompany-info, mycompany-edit.
export const company = {} satisfies Record<string, string>;
