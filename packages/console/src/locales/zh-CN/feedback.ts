// The feedback page's texts (zh-CN): yijianIndex.
export const feedback = {} satisfies Record<string, string>;
