// The profile pages' texts (zh-CN).
export const profile = {} satisfies Record<string, string>;
