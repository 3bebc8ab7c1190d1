// The job fair pages' texts (zh-CN): qiyeZhaopinhuiIndex, qiyeZhaopinhuiEdit.
export const fairs = {} satisfies Record<string, string>;
