// The recruitment data page's texts (zh-CN): datasIndex.
export const datas = {} satisfies Record<string, string>;
