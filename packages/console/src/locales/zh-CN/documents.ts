// The agreement and rules pages' texts (zh-CN): CompanyAgreement, rule.
export const documents = {} satisfies Record<string, string>;
