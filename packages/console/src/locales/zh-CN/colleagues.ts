// The colleague page's texts (zh-CN): friendIndex.
export const colleagues = {} satisfies Record<string, string>;
